import type {
  TCampaign,
  TCampaignEstimate,
  TCampaignSegment,
  TCreateCampaignRequest,
  TListResponse,
} from '@safesathi/contract';
import { api } from '../../lib/api';

export const campaignKeys = {
  all: ['campaigns'] as const,
  list: ['campaigns', 'list'] as const,
  options: ['campaigns', 'options'] as const,
  estimate: (segment: TCampaignSegment, body: string) => ['campaigns', 'estimate', segment, body] as const,
};

export const fetchCampaigns = (signal?: AbortSignal) =>
  api.get<TListResponse<TCampaign>>('/api/campaigns', { query: { page: 1, limit: 100 }, signal });

export const fetchCampaignOptions = (signal?: AbortSignal) =>
  api
    .get<{ data: { states: string[]; vehicleTypes: { _id: string; name: string }[] } }>('/api/campaigns/options', {
      signal,
    })
    .then((r) => r.data);

export const estimateCampaign = (segment: TCampaignSegment, body: string, signal?: AbortSignal) =>
  api.post<{ data: TCampaignEstimate }>('/api/campaigns/estimate', { segment, body }, { signal }).then((r) => r.data);

export const createCampaign = (body: TCreateCampaignRequest) =>
  api.post<{ data: TCampaign; message: string }>('/api/campaigns', body);

export const deleteCampaign = (id: string) => api.del<{ message: string }>(`/api/campaigns/${id}`);
