export function ReportTabs() {
  return null
}
