import type { CampaignSegmentKind } from '@safesathi/contract';
import type { TFunction } from 'i18next';

/** Who a campaign goes to, in the screen's language (literal keys, so the catalogue check sees them). */
export function segmentLabel(t: TFunction, kind: CampaignSegmentKind): string {
  switch (kind) {
    case 'all':
      return t('adminCampaigns:segment.all');
    case 'noActiveTag':
      return t('adminCampaigns:segment.noActiveTag');
    case 'state':
      return t('adminCampaigns:segment.state');
    case 'vehicleType':
      return t('adminCampaigns:segment.vehicleType');
  }
}
