import { ActionsCell as ActionsCell_c3ae126b7224f83d0e3b8184f0ffef60 } from '../../../../src/admin/components/rowActions'
import { RoleField as RoleField_8c51828f60ed22d14b96879edcfb6fc9 } from '../../../../src/admin/shell/OwnAccount'
import { BooleanCell as BooleanCell_a02b6035066704b08ad7b9b2b30a3ee8 } from '../../../../src/admin/components/cells'
import { ActiveField as ActiveField_8c51828f60ed22d14b96879edcfb6fc9 } from '../../../../src/admin/shell/OwnAccount'
import { DateCell as DateCell_a02b6035066704b08ad7b9b2b30a3ee8 } from '../../../../src/admin/components/cells'
import { InviteAdminUser as InviteAdminUser_88f8ddb45c808aeb092049d4d8ae9b9e } from '../../../../src/admin/components/InviteAdminUser'
import { ProjectPauseResume as ProjectPauseResume_98bda3950783c65d53be9339a2c1cfe4 } from '../../../../src/admin/components/WorkflowActions'
import { NairaCell as NairaCell_a02b6035066704b08ad7b9b2b30a3ee8 } from '../../../../src/admin/components/cells'
import { ProjectStatusCell as ProjectStatusCell_68aca395e568e3e05c34b16859e0c727 } from '../../../../src/admin/components/records/RecordFields'
import { ProjectStatusField as ProjectStatusField_68aca395e568e3e05c34b16859e0c727 } from '../../../../src/admin/components/records/RecordFields'
import { StatusHistoryMetadataField as StatusHistoryMetadataField_68aca395e568e3e05c34b16859e0c727 } from '../../../../src/admin/components/records/RecordFields'
import { RscEntryLexicalCell as RscEntryLexicalCell_44fe37237e0ebf4470c9990d8cb7b07e } from '@payloadcms/richtext-lexical/rsc'
import { RscEntryLexicalField as RscEntryLexicalField_44fe37237e0ebf4470c9990d8cb7b07e } from '@payloadcms/richtext-lexical/rsc'
import { LexicalDiffComponent as LexicalDiffComponent_44fe37237e0ebf4470c9990d8cb7b07e } from '@payloadcms/richtext-lexical/rsc'
import { InlineToolbarFeatureClient as InlineToolbarFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { HorizontalRuleFeatureClient as HorizontalRuleFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { UploadFeatureClient as UploadFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { BlockquoteFeatureClient as BlockquoteFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { RelationshipFeatureClient as RelationshipFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { LinkFeatureClient as LinkFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { ChecklistFeatureClient as ChecklistFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { OrderedListFeatureClient as OrderedListFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { UnorderedListFeatureClient as UnorderedListFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { IndentFeatureClient as IndentFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { AlignFeatureClient as AlignFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { HeadingFeatureClient as HeadingFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { ParagraphFeatureClient as ParagraphFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { InlineCodeFeatureClient as InlineCodeFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { SuperscriptFeatureClient as SuperscriptFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { SubscriptFeatureClient as SubscriptFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { StrikethroughFeatureClient as StrikethroughFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { UnderlineFeatureClient as UnderlineFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { BoldFeatureClient as BoldFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { ItalicFeatureClient as ItalicFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { LogoOrInitialsCell as LogoOrInitialsCell_f395b223a08b54cdea37d9c0d3cb91cf } from '../../../../src/admin/components/cells/LogoOrInitials'
import { SponsorVisibilityField as SponsorVisibilityField_3aa37ad041bf5a8e10fae21a27c42d6d } from '../../../../src/admin/components/WorkflowFields'
import { PhoneCell as PhoneCell_a02b6035066704b08ad7b9b2b30a3ee8 } from '../../../../src/admin/components/cells'
import { Truncate30Cell as Truncate30Cell_a02b6035066704b08ad7b9b2b30a3ee8 } from '../../../../src/admin/components/cells'
import { Truncate50Cell as Truncate50Cell_a02b6035066704b08ad7b9b2b30a3ee8 } from '../../../../src/admin/components/cells'
import { LogoCell as LogoCell_a02b6035066704b08ad7b9b2b30a3ee8 } from '../../../../src/admin/components/cells'
import { ApplicationReviewField as ApplicationReviewField_3aa37ad041bf5a8e10fae21a27c42d6d } from '../../../../src/admin/components/WorkflowFields'
import { AreasCell as AreasCell_a02b6035066704b08ad7b9b2b30a3ee8 } from '../../../../src/admin/components/cells'
import { LinkCell as LinkCell_a02b6035066704b08ad7b9b2b30a3ee8 } from '../../../../src/admin/components/cells'
import { VolunteerReview as VolunteerReview_98bda3950783c65d53be9339a2c1cfe4 } from '../../../../src/admin/components/WorkflowActions'
import { DonationStatusCell as DonationStatusCell_db028547618cc4656b957db5df589fd1 } from '../../../../src/admin/components/donations/Cells'
import { DonorDetailCell as DonorDetailCell_db028547618cc4656b957db5df589fd1 } from '../../../../src/admin/components/donations/Cells'
import { VoidDonation as VoidDonation_98bda3950783c65d53be9339a2c1cfe4 } from '../../../../src/admin/components/WorkflowActions'
import { ResendReceipt as ResendReceipt_98bda3950783c65d53be9339a2c1cfe4 } from '../../../../src/admin/components/WorkflowActions'
import { DonationsSummary as DonationsSummary_7a9cca28ca31487cf41794af71357fe0 } from '../../../../src/admin/components/donations/DonationsSummary'
import { AnonymousDetailsToggle as AnonymousDetailsToggle_34fe25fa61f46979c1315cada82bbcd0 } from '../../../../src/admin/components/donations/AnonymousDetailsToggle'
import { ReadOnlyText as ReadOnlyText_51cfda4a25c1848d76e6d8380143af02 } from '../../../../src/admin/components/ReadOnlyText'
import { GiftDonorCell as GiftDonorCell_b5c43dbd845243ab075cc597add37e63 } from '../../../../src/admin/components/monthlyGiving/GiftDonorCell'
import { Nothing as Nothing_68e87d9490174c80c813053764f63956 } from '../../../../src/admin/shell/Nothing'
import { GiftDonationsLink as GiftDonationsLink_041352fc513ab9e0d52f934e3db698f1 } from '../../../../src/admin/components/monthlyGiving/GiftDonationsLink'
import { FundTotals as FundTotals_85e2731459ac081d8a3b331ab8193e1c } from '../../../../src/admin/components/donations/FundTotals'
import { TransferReviewActions as TransferReviewActions_98bda3950783c65d53be9339a2c1cfe4 } from '../../../../src/admin/components/WorkflowActions'
import { CommitGiftBatch as CommitGiftBatch_26527c0d9a527b2edbafe8be5989b915 } from '../../../../src/admin/components/giftBatches/CommitGiftBatch'
import { Truncate100Cell as Truncate100Cell_a02b6035066704b08ad7b9b2b30a3ee8 } from '../../../../src/admin/components/cells'
import { ReportTabs as ReportTabs_f0c6693d08482cd438da29fb3e8e001f } from '../../../../src/admin/components/reports/ReportTabs'
import { ReportRequestReview as ReportRequestReview_98bda3950783c65d53be9339a2c1cfe4 } from '../../../../src/admin/components/WorkflowActions'
import { PitchDeckNotice as PitchDeckNotice_2443d9e76d9d75872a6466bc1a76639a } from '../../../../src/admin/components/reports/PitchDeckNotice'
import { ChangeSummaryCell as ChangeSummaryCell_4df9f9bdad66c5a8fc2c3b06d82c3238 } from '../../../../src/admin/components/pendingChanges/Summary'
import { ChangeSummaryField as ChangeSummaryField_4df9f9bdad66c5a8fc2c3b06d82c3238 } from '../../../../src/admin/components/pendingChanges/Summary'
import { PendingChangeReview as PendingChangeReview_98bda3950783c65d53be9339a2c1cfe4 } from '../../../../src/admin/components/WorkflowActions'
import { NoneWaiting as NoneWaiting_ad2f830b8bd413ec949618970f9d0b5c } from '../../../../src/admin/components/pendingChanges/NoneWaiting'
import { AuditCollectionCell as AuditCollectionCell_a02b6035066704b08ad7b9b2b30a3ee8 } from '../../../../src/admin/components/cells'
import { AuditSectionField as AuditSectionField_68aca395e568e3e05c34b16859e0c727 } from '../../../../src/admin/components/records/RecordFields'
import { ChangedFieldsCell as ChangedFieldsCell_a02b6035066704b08ad7b9b2b30a3ee8 } from '../../../../src/admin/components/cells'
import { AuditChangedFieldsField as AuditChangedFieldsField_68aca395e568e3e05c34b16859e0c727 } from '../../../../src/admin/components/records/RecordFields'
import { AuditChangesField as AuditChangesField_68aca395e568e3e05c34b16859e0c727 } from '../../../../src/admin/components/records/RecordFields'
import { NdpcDeadlineField as NdpcDeadlineField_93ea949b5b9c4dffef2e85f414628dd3 } from '../../../../src/admin/components/breaches'
import { NdpcNoticeCell as NdpcNoticeCell_93ea949b5b9c4dffef2e85f414628dd3 } from '../../../../src/admin/components/breaches'
import { DeadlineCell as DeadlineCell_a02b6035066704b08ad7b9b2b30a3ee8 } from '../../../../src/admin/components/cells'
import { CompleteErasure as CompleteErasure_98bda3950783c65d53be9339a2c1cfe4 } from '../../../../src/admin/components/WorkflowActions'
import { ChurchReview as ChurchReview_98bda3950783c65d53be9339a2c1cfe4 } from '../../../../src/admin/components/WorkflowActions'
import { RunStatusField as RunStatusField_232d898197ef1546b7ccc9a19a7ebd31 } from '../../../../src/admin/components/rides/RunStatusField'
import { SendDayLink as SendDayLink_cf073290611a75050e7cf20609625e16 } from '../../../../src/admin/components/rides/SendDayLink'
import { RideRequestAreas as RideRequestAreas_e25fe63df20eeb02699449302137976e } from '../../../../src/admin/components/rides/RideRequestAreas'
import { DriverReview as DriverReview_98bda3950783c65d53be9339a2c1cfe4 } from '../../../../src/admin/components/WorkflowActions'
import { ShellHeader as ShellHeader_0eace7bad91911fb28c2fbe2326bb383 } from '../../../../src/admin/shell/Header'
import { BrandIcon as BrandIcon_d861d8c6dcd4463a4d124a9fac4cfd2f } from '../../../../src/admin/shell/Brand'
import { BrandLogo as BrandLogo_d861d8c6dcd4463a4d124a9fac4cfd2f } from '../../../../src/admin/shell/Brand'
import { DashboardSummary as DashboardSummary_bfe6cc39110904b37eb8dbe441c13161 } from '../../../../src/admin/views/DashboardSummary'
import { NavLinks as NavLinks_d5e3f56014a3553e5ff22678afed9e95 } from '../../../../src/admin/components/NavLinks'
import { S3ClientUploadHandler as S3ClientUploadHandler_f97aa6c64367fa259c5bc0567239ef24 } from '@payloadcms/storage-s3/client'
import { NotFoundView as NotFoundView_1f2f1f61a5c68b0944c56aa97f5cf6c1 } from '../../../../src/admin/shell/Views'
import { AccessDeniedView as AccessDeniedView_1f2f1f61a5c68b0944c56aa97f5cf6c1 } from '../../../../src/admin/shell/Views'
import { LogoutView as LogoutView_1f2f1f61a5c68b0944c56aa97f5cf6c1 } from '../../../../src/admin/shell/Views'
import { UnauthorizedView as UnauthorizedView_1f2f1f61a5c68b0944c56aa97f5cf6c1 } from '../../../../src/admin/shell/Views'
import { ResetPasswordView as ResetPasswordView_24629570a8e103296f2022d896788cea } from '../../../../src/admin/views/ResetPassword'
import { AnalyticsView as AnalyticsView_13f182c475b5960bdafd02f721309e3b } from '../../../../src/admin/views/Analytics'
import { RecentDonorsView as RecentDonorsView_f809cb145c26c688f435d4199d77dd12 } from '../../../../src/admin/views/RecentDonors'
import { MonthlyGivingView as MonthlyGivingView_54956e9cc372fa384d5d2f0d7470485e } from '../../../../src/admin/views/MonthlyGiving'
import { PitchDeckRequestsView as PitchDeckRequestsView_c9c47a0f7d8d42a4cc7a64c0a5d3133b } from '../../../../src/admin/views/PitchDeckRequests'
import { PaymentDiagnosticsView as PaymentDiagnosticsView_ec2a7ea77914bc7faee03e558853718b } from '../../../../src/admin/views/PaymentDiagnostics'
import { CollectionCards as CollectionCards_f9c02e79a4aed9a3924487c0cd4cafb1 } from '@payloadcms/next/rsc'

/** @type import('payload').ImportMap */
export const importMap = {
  "/src/admin/components/rowActions#ActionsCell": ActionsCell_c3ae126b7224f83d0e3b8184f0ffef60,
  "/src/admin/shell/OwnAccount#RoleField": RoleField_8c51828f60ed22d14b96879edcfb6fc9,
  "/src/admin/components/cells#BooleanCell": BooleanCell_a02b6035066704b08ad7b9b2b30a3ee8,
  "/src/admin/shell/OwnAccount#ActiveField": ActiveField_8c51828f60ed22d14b96879edcfb6fc9,
  "/src/admin/components/cells#DateCell": DateCell_a02b6035066704b08ad7b9b2b30a3ee8,
  "/src/admin/components/InviteAdminUser#InviteAdminUser": InviteAdminUser_88f8ddb45c808aeb092049d4d8ae9b9e,
  "/src/admin/components/WorkflowActions#ProjectPauseResume": ProjectPauseResume_98bda3950783c65d53be9339a2c1cfe4,
  "/src/admin/components/cells#NairaCell": NairaCell_a02b6035066704b08ad7b9b2b30a3ee8,
  "/src/admin/components/records/RecordFields#ProjectStatusCell": ProjectStatusCell_68aca395e568e3e05c34b16859e0c727,
  "/src/admin/components/records/RecordFields#ProjectStatusField": ProjectStatusField_68aca395e568e3e05c34b16859e0c727,
  "/src/admin/components/records/RecordFields#StatusHistoryMetadataField": StatusHistoryMetadataField_68aca395e568e3e05c34b16859e0c727,
  "@payloadcms/richtext-lexical/rsc#RscEntryLexicalCell": RscEntryLexicalCell_44fe37237e0ebf4470c9990d8cb7b07e,
  "@payloadcms/richtext-lexical/rsc#RscEntryLexicalField": RscEntryLexicalField_44fe37237e0ebf4470c9990d8cb7b07e,
  "@payloadcms/richtext-lexical/rsc#LexicalDiffComponent": LexicalDiffComponent_44fe37237e0ebf4470c9990d8cb7b07e,
  "@payloadcms/richtext-lexical/client#InlineToolbarFeatureClient": InlineToolbarFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#HorizontalRuleFeatureClient": HorizontalRuleFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#UploadFeatureClient": UploadFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#BlockquoteFeatureClient": BlockquoteFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#RelationshipFeatureClient": RelationshipFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#LinkFeatureClient": LinkFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#ChecklistFeatureClient": ChecklistFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#OrderedListFeatureClient": OrderedListFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#UnorderedListFeatureClient": UnorderedListFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#IndentFeatureClient": IndentFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#AlignFeatureClient": AlignFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#HeadingFeatureClient": HeadingFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#ParagraphFeatureClient": ParagraphFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#InlineCodeFeatureClient": InlineCodeFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#SuperscriptFeatureClient": SuperscriptFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#SubscriptFeatureClient": SubscriptFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#StrikethroughFeatureClient": StrikethroughFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#UnderlineFeatureClient": UnderlineFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#BoldFeatureClient": BoldFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#ItalicFeatureClient": ItalicFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "/src/admin/components/cells/LogoOrInitials#LogoOrInitialsCell": LogoOrInitialsCell_f395b223a08b54cdea37d9c0d3cb91cf,
  "/src/admin/components/WorkflowFields#SponsorVisibilityField": SponsorVisibilityField_3aa37ad041bf5a8e10fae21a27c42d6d,
  "/src/admin/components/cells#PhoneCell": PhoneCell_a02b6035066704b08ad7b9b2b30a3ee8,
  "/src/admin/components/cells#Truncate30Cell": Truncate30Cell_a02b6035066704b08ad7b9b2b30a3ee8,
  "/src/admin/components/cells#Truncate50Cell": Truncate50Cell_a02b6035066704b08ad7b9b2b30a3ee8,
  "/src/admin/components/cells#LogoCell": LogoCell_a02b6035066704b08ad7b9b2b30a3ee8,
  "/src/admin/components/WorkflowFields#ApplicationReviewField": ApplicationReviewField_3aa37ad041bf5a8e10fae21a27c42d6d,
  "/src/admin/components/cells#AreasCell": AreasCell_a02b6035066704b08ad7b9b2b30a3ee8,
  "/src/admin/components/cells#LinkCell": LinkCell_a02b6035066704b08ad7b9b2b30a3ee8,
  "/src/admin/components/WorkflowActions#VolunteerReview": VolunteerReview_98bda3950783c65d53be9339a2c1cfe4,
  "/src/admin/components/donations/Cells#DonationStatusCell": DonationStatusCell_db028547618cc4656b957db5df589fd1,
  "/src/admin/components/donations/Cells#DonorDetailCell": DonorDetailCell_db028547618cc4656b957db5df589fd1,
  "/src/admin/components/WorkflowActions#VoidDonation": VoidDonation_98bda3950783c65d53be9339a2c1cfe4,
  "/src/admin/components/WorkflowActions#ResendReceipt": ResendReceipt_98bda3950783c65d53be9339a2c1cfe4,
  "/src/admin/components/donations/DonationsSummary#DonationsSummary": DonationsSummary_7a9cca28ca31487cf41794af71357fe0,
  "/src/admin/components/donations/AnonymousDetailsToggle#AnonymousDetailsToggle": AnonymousDetailsToggle_34fe25fa61f46979c1315cada82bbcd0,
  "/src/admin/components/ReadOnlyText#ReadOnlyText": ReadOnlyText_51cfda4a25c1848d76e6d8380143af02,
  "/src/admin/components/monthlyGiving/GiftDonorCell#GiftDonorCell": GiftDonorCell_b5c43dbd845243ab075cc597add37e63,
  "/src/admin/shell/Nothing#Nothing": Nothing_68e87d9490174c80c813053764f63956,
  "/src/admin/components/monthlyGiving/GiftDonationsLink#GiftDonationsLink": GiftDonationsLink_041352fc513ab9e0d52f934e3db698f1,
  "/src/admin/components/donations/FundTotals#FundTotals": FundTotals_85e2731459ac081d8a3b331ab8193e1c,
  "/src/admin/components/WorkflowActions#TransferReviewActions": TransferReviewActions_98bda3950783c65d53be9339a2c1cfe4,
  "/src/admin/components/giftBatches/CommitGiftBatch#CommitGiftBatch": CommitGiftBatch_26527c0d9a527b2edbafe8be5989b915,
  "/src/admin/components/cells#Truncate100Cell": Truncate100Cell_a02b6035066704b08ad7b9b2b30a3ee8,
  "/src/admin/components/reports/ReportTabs#ReportTabs": ReportTabs_f0c6693d08482cd438da29fb3e8e001f,
  "/src/admin/components/WorkflowActions#ReportRequestReview": ReportRequestReview_98bda3950783c65d53be9339a2c1cfe4,
  "/src/admin/components/reports/PitchDeckNotice#PitchDeckNotice": PitchDeckNotice_2443d9e76d9d75872a6466bc1a76639a,
  "/src/admin/components/pendingChanges/Summary#ChangeSummaryCell": ChangeSummaryCell_4df9f9bdad66c5a8fc2c3b06d82c3238,
  "/src/admin/components/pendingChanges/Summary#ChangeSummaryField": ChangeSummaryField_4df9f9bdad66c5a8fc2c3b06d82c3238,
  "/src/admin/components/WorkflowActions#PendingChangeReview": PendingChangeReview_98bda3950783c65d53be9339a2c1cfe4,
  "/src/admin/components/pendingChanges/NoneWaiting#NoneWaiting": NoneWaiting_ad2f830b8bd413ec949618970f9d0b5c,
  "/src/admin/components/cells#AuditCollectionCell": AuditCollectionCell_a02b6035066704b08ad7b9b2b30a3ee8,
  "/src/admin/components/records/RecordFields#AuditSectionField": AuditSectionField_68aca395e568e3e05c34b16859e0c727,
  "/src/admin/components/cells#ChangedFieldsCell": ChangedFieldsCell_a02b6035066704b08ad7b9b2b30a3ee8,
  "/src/admin/components/records/RecordFields#AuditChangedFieldsField": AuditChangedFieldsField_68aca395e568e3e05c34b16859e0c727,
  "/src/admin/components/records/RecordFields#AuditChangesField": AuditChangesField_68aca395e568e3e05c34b16859e0c727,
  "/src/admin/components/breaches#NdpcDeadlineField": NdpcDeadlineField_93ea949b5b9c4dffef2e85f414628dd3,
  "/src/admin/components/breaches#NdpcNoticeCell": NdpcNoticeCell_93ea949b5b9c4dffef2e85f414628dd3,
  "/src/admin/components/cells#DeadlineCell": DeadlineCell_a02b6035066704b08ad7b9b2b30a3ee8,
  "/src/admin/components/WorkflowActions#CompleteErasure": CompleteErasure_98bda3950783c65d53be9339a2c1cfe4,
  "/src/admin/components/WorkflowActions#ChurchReview": ChurchReview_98bda3950783c65d53be9339a2c1cfe4,
  "/src/admin/components/rides/RunStatusField#RunStatusField": RunStatusField_232d898197ef1546b7ccc9a19a7ebd31,
  "/src/admin/components/rides/SendDayLink#SendDayLink": SendDayLink_cf073290611a75050e7cf20609625e16,
  "/src/admin/components/rides/RideRequestAreas#RideRequestAreas": RideRequestAreas_e25fe63df20eeb02699449302137976e,
  "/src/admin/components/WorkflowActions#DriverReview": DriverReview_98bda3950783c65d53be9339a2c1cfe4,
  "/src/admin/shell/Header#ShellHeader": ShellHeader_0eace7bad91911fb28c2fbe2326bb383,
  "/src/admin/shell/Brand#BrandIcon": BrandIcon_d861d8c6dcd4463a4d124a9fac4cfd2f,
  "/src/admin/shell/Brand#BrandLogo": BrandLogo_d861d8c6dcd4463a4d124a9fac4cfd2f,
  "/src/admin/views/DashboardSummary#DashboardSummary": DashboardSummary_bfe6cc39110904b37eb8dbe441c13161,
  "/src/admin/components/NavLinks#NavLinks": NavLinks_d5e3f56014a3553e5ff22678afed9e95,
  "@payloadcms/storage-s3/client#S3ClientUploadHandler": S3ClientUploadHandler_f97aa6c64367fa259c5bc0567239ef24,
  "/src/admin/shell/Views#NotFoundView": NotFoundView_1f2f1f61a5c68b0944c56aa97f5cf6c1,
  "/src/admin/shell/Views#AccessDeniedView": AccessDeniedView_1f2f1f61a5c68b0944c56aa97f5cf6c1,
  "/src/admin/shell/Views#LogoutView": LogoutView_1f2f1f61a5c68b0944c56aa97f5cf6c1,
  "/src/admin/shell/Views#UnauthorizedView": UnauthorizedView_1f2f1f61a5c68b0944c56aa97f5cf6c1,
  "/src/admin/views/ResetPassword#ResetPasswordView": ResetPasswordView_24629570a8e103296f2022d896788cea,
  "/src/admin/views/Analytics#AnalyticsView": AnalyticsView_13f182c475b5960bdafd02f721309e3b,
  "/src/admin/views/RecentDonors#RecentDonorsView": RecentDonorsView_f809cb145c26c688f435d4199d77dd12,
  "/src/admin/views/MonthlyGiving#MonthlyGivingView": MonthlyGivingView_54956e9cc372fa384d5d2f0d7470485e,
  "/src/admin/views/PitchDeckRequests#PitchDeckRequestsView": PitchDeckRequestsView_c9c47a0f7d8d42a4cc7a64c0a5d3133b,
  "/src/admin/views/PaymentDiagnostics#PaymentDiagnosticsView": PaymentDiagnosticsView_ec2a7ea77914bc7faee03e558853718b,
  "@payloadcms/next/rsc#CollectionCards": CollectionCards_f9c02e79a4aed9a3924487c0cd4cafb1
}
