/** Theme tokens of the brand (spec section 9): primary blue, secondary yellow, error orange, light background. */
export const brandColors = {
  primary: '#0b4ea2',
  secondary: '#f5c400',
  error: '#e8590c',
  background: '#f5f7fa',
  text: '#1f2933',
} as const;

/** antd ThemeConfig tokens; typed structurally so the shell does not pull antd in. */
export const themeTokens = {
  token: {
    colorPrimary: brandColors.primary,
    colorLink: brandColors.primary,
    colorWarning: brandColors.secondary,
    colorError: brandColors.error,
    colorBgLayout: brandColors.background,
    colorText: brandColors.text,
    borderRadius: 4,
    fontFamily: "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
  },
} as const;

/**
 * The antd theme of every remote's ConfigProvider, and of the stylesheet the shell's build renders from it
 * (shared/antd-stylesheet.mjs): one CSS-variable key for all of them, so each component's variables are written once
 * per page rather than once per React root; and plain class names (`hashed: false`), so the prebuilt rules match
 * whatever root renders the component.
 */
export const antdTheme = { ...themeTokens, cssVar: { key: 'shop' }, hashed: false } as const;

export const breakpoints = { xs: 320, sm: 640, md: 768, lg: 1024, xl: 1280, xxl: 1536 } as const;
