import { endpoints, type Insights, type InsightsQuery, insightsSchema } from '@alumni/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';

export function getInsights(query: InsightsQuery, signal?: AbortSignal): Promise<Insights> {
  return api.call(endpoints.insights.insights, { query }, { auth: true, signal, check: insightsSchema });
}

/** The dashboard's numbers for a college (or all the viewer may see) and a range of months. */
export function useInsights(query: InsightsQuery) {
  return useQuery(
    queryOptions({
      queryKey: ['insights', query.college ?? null, query.from ?? null, query.to ?? null],
      queryFn: ({ signal }) => getInsights(query, signal),
    }),
  );
}
