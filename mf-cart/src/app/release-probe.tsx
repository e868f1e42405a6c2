/**
 * Nothing, in every real build. The release journey builds mf-cart with MF_CART_RELEASE_PROBE=1, which puts
 * release-probe/release-probe.tsx in this module's place (rsbuild.config.ts) without touching the cart's source.
 */
export function ReleaseProbe() {
  return null;
}
