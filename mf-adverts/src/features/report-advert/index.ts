export { $reportErrors, reportOpened, reportSent, sendComplaintFx } from './model/report-model.ts';
export { ReportAdvert } from './ui/ReportWindows.tsx';
