// The simple page slice's public API: what the route table uses.
export {
  FaqPage,
  faqSpec,
  LogisticsPage,
  logisticsSpec,
  OrderGuidePage,
  orderGuideSpec,
  ServicesPage,
  servicesSpec,
} from './ui/ListPages.tsx';
export { WantToOrderPage, wantToOrderLoad } from './ui/WantToOrderPage.tsx';
