import { useUnit } from 'effector-react';
import { Link } from '@vitrina/router';
import type { ActDetail } from '@vitrina/contract';
import { formatPrice } from '@vitrina/domain';
import type { Locale } from '@vitrina/domain';
import { $locale } from '@vitrina/events';
import { Button, StateView } from '@vitrina/ui';
import { dayOf, LinesTable, useRecordPage } from '../../../entities/order/index.ts';
import { useListTexts } from '../../../shared/ui/list-texts.ts';
import { useAccountT } from '../../../shared/ui/use-account-t.ts';
import { CabinetLayout } from '../../../widgets/cabinet-layout/ui/CabinetLayout.tsx';
import { act as actLoad } from '../model/act-model.ts';

/** The act's facts, lines and sums: all the server's, formatted only. */
function ActView({ act, locale }: { act: ActDetail; locale: Locale }) {
  const t = useAccountT();
  const money = (amount: number) => formatPrice(amount, act.currency, locale);
  return (
    <article className="mfa-sections mfa-printable" data-testid="act-detail" data-act-id={act.id}>
      <dl className="mfa-facts">
        <div>
          <dt>{t('actFactDate')}</dt>
          <dd>{dayOf(act.date, locale)}</dd>
        </div>
        <div>
          <dt>{t('actFactCompany')}</dt>
          <dd>{act.company_name}</dd>
        </div>
        <div>
          <dt>{t('actFactOrder')}</dt>
          <dd>
            <Link to={`/${locale}/account/orders/${act.order_id}`}>{t('orderNumber', { number: act.order_id })}</Link>
          </dd>
        </div>
      </dl>
      <LinesTable lines={act.lines} currency={act.currency} locale={locale} caption={t('orderLinesTitle')} />
      <dl className="mfa-sums">
        <div>
          <dt>{t('orderGoods')}</dt>
          <dd>{money(act.goods)}</dd>
        </div>
        {act.discount > 0 ? (
          <div>
            <dt>{t('orderDiscount')}</dt>
            <dd>{money(act.discount)}</dd>
          </div>
        ) : null}
        <div>
          <dt>{t('orderDelivery')}</dt>
          <dd>{money(act.delivery_price)}</dd>
        </div>
        <div className="mfa-sum-total">
          <dt>{t('orderTotal')}</dt>
          <dd data-testid="act-total">{money(act.total)}</dd>
        </div>
      </dl>
    </article>
  );
}

/**
 * /account/acts/{id}: one act, laid out to print (the cabinet's menu and the shop's frame are left
 * out of the printed page). Anyone else's act is the shell's not-found page.
 */
export function ActPage() {
  const t = useAccountT();
  const locale = useUnit($locale);
  const { shown, missing, title, state, retry } = useRecordPage(actLoad, {
    notFound: t('actNotFound'),
    of: (act) => (act ? t('actTitle', { number: act.number }) : t('actsTitle')),
  });
  const texts = { ...useListTexts(), error: t('actLoadError') };
  return (
    <CabinetLayout title={title}>
      <p className="mfa-actions mfa-no-print">
        <Link className="mfa-link" to={`/${locale}/account/acts`}>
          {t('actBack')}
        </Link>
        {shown ? (
          <Button variant="secondary" onClick={() => window.print()} data-testid="act-print">
            {t('actPrint')}
          </Button>
        ) : null}
      </p>
      {missing ? null : (
        <StateView state={state} texts={texts} onRetry={retry}>
          {shown ? <ActView act={shown} locale={locale} /> : null}
        </StateView>
      )}
    </CabinetLayout>
  );
}
