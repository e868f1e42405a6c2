import { ROUTES } from '@shop/shared';

/** The react-router pattern of a shared route, e.g. 'admin-users' -> '/:lang/admin/users'. */
export function routePattern(name: string): string {
  const definition = ROUTES.find((route) => route.name === name);
  if (!definition) throw new Error(`Unknown route name "${name}"`);
  return definition.path ? `/:lang/${definition.path}` : '/:lang';
}
