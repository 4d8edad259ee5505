import type { FastifyRequest } from 'fastify';

/** `?page=` of a list: a positive integer, 1 when absent or malformed. */
export function pageOf(request: FastifyRequest): number {
  const page = Number((request.query as { page?: string }).page ?? 1);
  return Number.isInteger(page) && page > 0 && page < 1_000_000 ? page : 1;
}

/** The spec's list shape: {count, next, previous, results}, with `?page=` links. */
export function listPage<T>(request: FastifyRequest, page: number, size: number, count: number, results: T[]) {
  const link = (p: number) =>
    `${request.routeOptions.url?.replace(':id', (request.params as { id: string }).id)}?page=${p}`;
  return {
    count,
    next: page * size < count ? link(page + 1) : null,
    previous: page > 1 ? link(page - 1) : null,
    results,
  };
}

/** The spec's list shape, for lists a wedding has whole (no pages). */
export function listOf<T>(results: T[]) {
  return { count: results.length, next: null, previous: null, results };
}
