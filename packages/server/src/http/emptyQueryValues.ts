import type { FastifyRequest, onRouteHookHandler, preValidationHookHandler } from 'fastify';

interface QuerySchema {
  properties?: Record<string, unknown>;
  required?: readonly string[];
}

/**
 * onRoute hook for the spec's calls (behaviour.md §7): their client sends a parameter it has no
 * value for as empty (`/UserCollection/List?tab=all&stype=&pg=1&opt=&platform=web`), so an empty
 * optional query parameter counts as not sent and its default applies. It runs after the route's
 * own preValidation hooks, since the sign covers the empty values as sent.
 */
export const emptyQueryValuesMeanDefaults: onRouteHookHandler = (route) => {
  const schema = route.schema?.querystring as QuerySchema | undefined;
  const required = new Set(schema?.required ?? []);
  const optional = new Set(Object.keys(schema?.properties ?? {}).filter((n) => !required.has(n)));
  if (optional.size === 0) return;
  const dropEmptyValues: preValidationHookHandler = async (request: FastifyRequest) => {
    const sent = Object.entries(request.query as Record<string, unknown>);
    request.query = Object.fromEntries(
      sent.filter(([name, value]) => !(value === '' && optional.has(name))),
    );
  };
  route.preValidation = [route.preValidation ?? [], dropEmptyValues].flat();
};
