export interface SharedRule {
  singleton: true;
  requiredVersion: string | false;
  version?: string;
  /** The module to provide, when not the package the build resolves by name (a kit, antd's own dayjs). */
  import?: string;
}
export function sharedDependencies(dependencies: Record<string, string>): Record<string, SharedRule>;
export const UI_KIT_ALIASES: Record<string, string>;
/** Module Federation helper package -> the global the shell lends it under (federation-sdk-provider.cjs). */
export const LENT_FEDERATION_PACKAGES: Record<string, string>;
/** The global the shell lends its Module Federation bundler runtime under, and the request it replaces in remotes. */
export const LENT_BUNDLER_RUNTIME: { global: string; request: RegExp };
/** The names the frontends import (as values) from each package shared as a kit. */
export function kitExports(): Record<string, string[]>;
/** Frontend sources by folder (mf-*, shared): what the kit functions scan. */
export interface FrontendSources {
  dir: string;
  files: string[];
}
/** The antd components only the admin uses (loaded on first render), each with the parts it uses (`Item`, `Item.Meta`). */
export function deferredAntd(sources?: FrontendSources[], imports?: { antd: Map<string, Set<string>> }): Record<string, string[]>;
/** The antd components of forms (Form, Input), loaded in a chunk of their own, with the parts and hooks used (`Item`, `useForm`). */
export function formsAntd(sources?: FrontendSources[], imports?: { antd: Map<string, Set<string>> }): Record<string, string[]>;
/** The icons only the admin uses, loaded in a chunk of their own when the first of them is drawn. */
export function deferredIcons(sources?: FrontendSources[], imports?: { '@ant-design/icons': Map<string, Set<string>> }): string[];
/** The source of the icon kit: the icons used, the deferred ones drawing an empty box of their size until their chunk is there. */
export function iconKitSource(names: string[], deferred?: string[]): string;
/** The source of the icon kit's deferred chunk. */
export function deferredIconsSource(names: string[]): string;
export const DEFERRED_ICONS_FILE: string;
export const DEFERRED_KIT_FILE: string;
export const FORMS_KIT_FILE: string;
/** The source of a chunk the deferred antd components load from. */
export function deferredKitSource(deferred: Record<string, string[]>, what?: string): string;
/** The source of one kit module (for antd: with the admin's and the forms' deferred components; for another kit: its own deferred names). */
export function kitSource(pkg: string, names: string[], deferred?: Record<string, string[]>, forms?: Record<string, string[]>): string;
/** The kit's module standing in for antd's tooltip UniqueProvider in ConfigProvider: the same provider, loaded when rendered. */
export const ANTD_UNIQUE_PROVIDER_FILE: string;
/** The folder of antd's ConfigProvider (ES build), whose import of that provider is replaced. */
export const ANTD_CONFIG_PROVIDER_DIR: string;
/** The source of that module. */
export function uniqueProviderSource(): string;
/** The rspack plugin that gives antd's ConfigProvider the deferred UniqueProvider (every build that provides the kit). */
export function antdReplacementsPlugin(rspack: { NormalModuleReplacementPlugin: new (...args: never[]) => unknown }): unknown;
/** The file of a kit's own chunk of the names it loads on first render (react-i18next's Trans). */
export function ownDeferredFile(pkg: string): string;
/** The source of that chunk. */
export function ownDeferredSource(pkg: string, names: string[]): string;
