// Where a version's Module Federation manifest is: in the deploy folder's /remotes/<remote>/<version>/, or at the
// whole URL a version on another origin is named by.
export const isExternal = (version: string): boolean => /^https?:\/\//.test(version);
export const manifestUrlOf = (remote: string, version: string): string => (isExternal(version) ? version : `/remotes/${remote}/${version}/mf-manifest.json`);
