import type { RouteOptions } from 'fastify';

type HookName = 'preHandler' | 'onSend';
type HookOf<N extends HookName> = NonNullable<RouteOptions[N]> extends infer H ? (H extends readonly (infer F)[] ? F : H) : never;

/**
 * Gives one route a hook a plugin would otherwise run on every request (from an onRoute hook):
 * a GET of a list then runs no hook that only writes need, nor the promise each async hook
 * costs. The hook goes before the route's own, where an app-wide hook would have run.
 */
export function addRouteHook<N extends HookName>(route: RouteOptions, name: N, hook: HookOf<N>): void {
  const own = route[name] as HookOf<N> | readonly HookOf<N>[] | undefined;
  const list = own === undefined ? [] : Array.isArray(own) ? own : [own];
  (route as Record<HookName, unknown>)[name] = [hook, ...list];
}
