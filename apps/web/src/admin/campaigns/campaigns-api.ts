import type { TCampaignSegment } from '@safesathi/contract';
import { type ApiBody, api } from '../../lib/api';

export const campaignKeys = {
  all: ['campaigns'] as const,
  list: ['campaigns', 'list'] as const,
  options: ['campaigns', 'options'] as const,
  estimate: (segment: TCampaignSegment, body: string) => ['campaigns', 'estimate', segment, body] as const,
};

/** The campaigns list for useListQuery: newest first, a page at a time. */
export const campaignList = { key: campaignKeys.list, path: '/api/campaigns' } as const;

export const fetchCampaignOptions = (signal?: AbortSignal) =>
  api.GET('/api/campaigns/options', { signal }).then((r) => r.data);

export const estimateCampaign = (segment: TCampaignSegment, body: string, signal?: AbortSignal) =>
  api.POST('/api/campaigns/estimate', { body: { segment, body }, signal }).then((r) => r.data);

export const createCampaign = (body: ApiBody<'post', '/api/campaigns'>) => api.POST('/api/campaigns', { body });

export const deleteCampaign = (id: string) => api.DELETE('/api/campaigns/{id}', { params: { path: { id } } });
