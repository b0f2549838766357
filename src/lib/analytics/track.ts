/**
 * The client tracker's interface, used by the forms and buttons. The implementation (batching,
 * session and returning-visitor flags, POST /api/analytics) lands with the analytics endpoint.
 */
export type DonationFunnelStep = 'initiated' | 'form_filled' | 'payment_started' | 'completed' | 'failed'

export const trackDonationFunnel = (_step: DonationFunnelStep, _extra: Record<string, unknown> = {}): void => {}
export const trackSponsorInterest = (_action: string, _sponsorType?: string): void => {}
export const trackVolunteerInterest = (_action: string, _department?: string): void => {}
export const trackContentEngagement = (_contentType: string, _contentId: string, _action: string, _timeSpent?: number): void => {}
