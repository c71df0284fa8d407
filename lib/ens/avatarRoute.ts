/** The path of the avatar route (`pages/api/avatar/[name].ts`). */
export const AVATAR_ROUTE_PATH = '/api/avatar/';

/**
 * Where the browser loads the ENS avatar of a normalised `name` from: our
 * own avatar route, which resolves and fetches it on the server, so no
 * avatar host ever sees a visitor (docs/security.md, "Avatars"). `quiet=1`
 * makes the route answer a refused avatar with 204, so the `<img>` falls
 * back to the generated picture without a console error.
 *
 * @example avatarRouteUrl('vitalik.eth') // '/api/avatar/vitalik.eth?quiet=1'
 */
export function avatarRouteUrl(name: string): string {
  return `${AVATAR_ROUTE_PATH}${encodeURIComponent(name)}?quiet=1`;
}
