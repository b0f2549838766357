import * as migration_20261121_014515_initial from './20261121_014515_initial';
import * as migration_20261121_033359_public_forms from './20261121_033359_public_forms';
import * as migration_20261121_041208_payments from './20261121_041208_payments';
import * as migration_20261121_050719_audit_log from './20261121_050719_audit_log';
import * as migration_20261121_064528_analytics_rollup from './20261121_064528_analytics_rollup';
import * as migration_20261121_064625_pitch_deck_email_job from './20261121_064625_pitch_deck_email_job';
import * as migration_20261121_064734_recent_donors_indexes from './20261121_064734_recent_donors_indexes';
import * as migration_20261124_125935_partial_refunds from './20261124_125935_partial_refunds';
import * as migration_20261124_194620_report_request_report_sent from './20261124_194620_report_request_report_sent';
import * as migration_20261127_071342_monthly_giving from './20261127_071342_monthly_giving';
import * as migration_20261127_105626_rides_churches from './20261127_105626_rides_churches';
import * as migration_20261127_115602_rides_bookings from './20261127_115602_rides_bookings';
import * as migration_20261127_134319_rides_seat_requests from './20261127_134319_rides_seat_requests';
import * as migration_20261127_141421_rides_drivers from './20261127_141421_rides_drivers';
import * as migration_20261127_141618_rides_notices from './20261127_141618_rides_notices';
import * as migration_20261127_151401_outbox_message_id from './20261127_151401_outbox_message_id';
import * as migration_20261127_171232_rides_offers from './20261127_171232_rides_offers';
import * as migration_20261128_064527_monthly_charges_checked from './20261128_064527_monthly_charges_checked';
import * as migration_20261128_101353_my_giving_email_key from './20261128_101353_my_giving_email_key';
import * as migration_20261128_104309_donation_void from './20261128_104309_donation_void';
import * as migration_20261128_161605_legal_pages from './20261128_161605_legal_pages';
import * as migration_20261128_170053_retention_and_breaches from './20261128_170053_retention_and_breaches';
import * as migration_20261128_172209_messaging_outbox from './20261128_172209_messaging_outbox';
import * as migration_20261128_173412_data_requests from './20261128_173412_data_requests';
import * as migration_20261128_174532_consents from './20261128_174532_consents';
import * as migration_20261128_192835_booking_notify_by from './20261128_192835_booking_notify_by';
import * as migration_20261128_200833_messaging_limits_and_replies from './20261128_200833_messaging_limits_and_replies';
import * as migration_20261128_203024_notice_short_links from './20261128_203024_notice_short_links';
import * as migration_20261128_205038_weekly_runs from './20261128_205038_weekly_runs';
import * as migration_20261128_205808_phone_codes from './20261128_205808_phone_codes';
import * as migration_20261128_205900_normalise_phones from './20261128_205900_normalise_phones';
import * as migration_20261128_234803_rides_week_day_and_changes from './20261128_234803_rides_week_day_and_changes';
import * as migration_20261128_235320_phone_data_return_trips_ride_requests from './20261128_235320_phone_data_return_trips_ride_requests';
import * as migration_20261129_014747_funds from './20261129_014747_funds';
import * as migration_20261129_022618_pledges from './20261129_022618_pledges';
import * as migration_20261129_031726_transfer_giving_and_run_coordinators from './20261129_031726_transfer_giving_and_run_coordinators';
import * as migration_20261129_031848_donor_fees_and_statements from './20261129_031848_donor_fees_and_statements';
import * as migration_20261129_032001_gift_batches from './20261129_032001_gift_batches';

export const migrations = [
  {
    up: migration_20261121_014515_initial.up,
    down: migration_20261121_014515_initial.down,
    name: '20261121_014515_initial',
  },
  {
    up: migration_20261121_033359_public_forms.up,
    down: migration_20261121_033359_public_forms.down,
    name: '20261121_033359_public_forms',
  },
  {
    up: migration_20261121_041208_payments.up,
    down: migration_20261121_041208_payments.down,
    name: '20261121_041208_payments',
  },
  {
    up: migration_20261121_050719_audit_log.up,
    down: migration_20261121_050719_audit_log.down,
    name: '20261121_050719_audit_log',
  },
  {
    up: migration_20261121_064528_analytics_rollup.up,
    down: migration_20261121_064528_analytics_rollup.down,
    name: '20261121_064528_analytics_rollup',
  },
  {
    up: migration_20261121_064625_pitch_deck_email_job.up,
    down: migration_20261121_064625_pitch_deck_email_job.down,
    name: '20261121_064625_pitch_deck_email_job',
  },
  {
    up: migration_20261121_064734_recent_donors_indexes.up,
    down: migration_20261121_064734_recent_donors_indexes.down,
    name: '20261121_064734_recent_donors_indexes',
  },
  {
    up: migration_20261124_125935_partial_refunds.up,
    down: migration_20261124_125935_partial_refunds.down,
    name: '20261124_125935_partial_refunds',
  },
  {
    up: migration_20261124_194620_report_request_report_sent.up,
    down: migration_20261124_194620_report_request_report_sent.down,
    name: '20261124_194620_report_request_report_sent',
  },
  {
    up: migration_20261127_071342_monthly_giving.up,
    down: migration_20261127_071342_monthly_giving.down,
    name: '20261127_071342_monthly_giving',
  },
  {
    up: migration_20261127_105626_rides_churches.up,
    down: migration_20261127_105626_rides_churches.down,
    name: '20261127_105626_rides_churches',
  },
  {
    up: migration_20261127_115602_rides_bookings.up,
    down: migration_20261127_115602_rides_bookings.down,
    name: '20261127_115602_rides_bookings',
  },
  {
    up: migration_20261127_134319_rides_seat_requests.up,
    down: migration_20261127_134319_rides_seat_requests.down,
    name: '20261127_134319_rides_seat_requests',
  },
  {
    up: migration_20261127_141421_rides_drivers.up,
    down: migration_20261127_141421_rides_drivers.down,
    name: '20261127_141421_rides_drivers',
  },
  {
    up: migration_20261127_141618_rides_notices.up,
    down: migration_20261127_141618_rides_notices.down,
    name: '20261127_141618_rides_notices',
  },
  {
    up: migration_20261127_151401_outbox_message_id.up,
    down: migration_20261127_151401_outbox_message_id.down,
    name: '20261127_151401_outbox_message_id',
  },
  {
    up: migration_20261127_171232_rides_offers.up,
    down: migration_20261127_171232_rides_offers.down,
    name: '20261127_171232_rides_offers',
  },
  {
    up: migration_20261128_064527_monthly_charges_checked.up,
    down: migration_20261128_064527_monthly_charges_checked.down,
    name: '20261128_064527_monthly_charges_checked',
  },
  {
    up: migration_20261128_101353_my_giving_email_key.up,
    down: migration_20261128_101353_my_giving_email_key.down,
    name: '20261128_101353_my_giving_email_key',
  },
  {
    up: migration_20261128_104309_donation_void.up,
    down: migration_20261128_104309_donation_void.down,
    name: '20261128_104309_donation_void',
  },
  {
    up: migration_20261128_161605_legal_pages.up,
    down: migration_20261128_161605_legal_pages.down,
    name: '20261128_161605_legal_pages',
  },
  {
    up: migration_20261128_170053_retention_and_breaches.up,
    down: migration_20261128_170053_retention_and_breaches.down,
    name: '20261128_170053_retention_and_breaches',
  },
  {
    up: migration_20261128_172209_messaging_outbox.up,
    down: migration_20261128_172209_messaging_outbox.down,
    name: '20261128_172209_messaging_outbox',
  },
  {
    up: migration_20261128_173412_data_requests.up,
    down: migration_20261128_173412_data_requests.down,
    name: '20261128_173412_data_requests',
  },
  {
    up: migration_20261128_174532_consents.up,
    down: migration_20261128_174532_consents.down,
    name: '20261128_174532_consents',
  },
  {
    up: migration_20261128_192835_booking_notify_by.up,
    down: migration_20261128_192835_booking_notify_by.down,
    name: '20261128_192835_booking_notify_by',
  },
  {
    up: migration_20261128_200833_messaging_limits_and_replies.up,
    down: migration_20261128_200833_messaging_limits_and_replies.down,
    name: '20261128_200833_messaging_limits_and_replies',
  },
  {
    up: migration_20261128_203024_notice_short_links.up,
    down: migration_20261128_203024_notice_short_links.down,
    name: '20261128_203024_notice_short_links',
  },
  {
    up: migration_20261128_205038_weekly_runs.up,
    down: migration_20261128_205038_weekly_runs.down,
    name: '20261128_205038_weekly_runs',
  },
  {
    up: migration_20261128_205808_phone_codes.up,
    down: migration_20261128_205808_phone_codes.down,
    name: '20261128_205808_phone_codes',
  },
  {
    up: migration_20261128_205900_normalise_phones.up,
    down: migration_20261128_205900_normalise_phones.down,
    name: '20261128_205900_normalise_phones',
  },
  {
    up: migration_20261128_234803_rides_week_day_and_changes.up,
    down: migration_20261128_234803_rides_week_day_and_changes.down,
    name: '20261128_234803_rides_week_day_and_changes',
  },
  {
    up: migration_20261128_235320_phone_data_return_trips_ride_requests.up,
    down: migration_20261128_235320_phone_data_return_trips_ride_requests.down,
    name: '20261128_235320_phone_data_return_trips_ride_requests',
  },
  {
    up: migration_20261129_014747_funds.up,
    down: migration_20261129_014747_funds.down,
    name: '20261129_014747_funds',
  },
  {
    up: migration_20261129_022618_pledges.up,
    down: migration_20261129_022618_pledges.down,
    name: '20261129_022618_pledges',
  },
  {
    up: migration_20261129_031726_transfer_giving_and_run_coordinators.up,
    down: migration_20261129_031726_transfer_giving_and_run_coordinators.down,
    name: '20261129_031726_transfer_giving_and_run_coordinators',
  },
  {
    up: migration_20261129_031848_donor_fees_and_statements.up,
    down: migration_20261129_031848_donor_fees_and_statements.down,
    name: '20261129_031848_donor_fees_and_statements',
  },
  {
    up: migration_20261129_032001_gift_batches.up,
    down: migration_20261129_032001_gift_batches.down,
    name: '20261129_032001_gift_batches'
  },
];
