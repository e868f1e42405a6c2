/** Theme tokens of the brand (spec section 9): primary blue, secondary yellow, error orange, light background. */
export const brandColors = {
  primary: '#0b4ea2',
  secondary: '#f5c400',
  error: '#e8590c',
  /** The error orange darkened for text: 4.96:1 on the page background (the brand's is 3.34:1, below WCAG AA). */
  errorText: '#b8470a',
  background: '#f5f7fa',
  text: '#1f2933',
} as const;

/** antd ThemeConfig tokens; typed structurally so the shell does not pull antd in. */
export const themeTokens = {
  token: {
    colorPrimary: brandColors.primary,
    colorLink: brandColors.primary,
    colorWarning: brandColors.secondary,
    // antd writes form errors in colorError: the shade readable as text.
    colorError: brandColors.errorText,
    colorBgLayout: brandColors.background,
    colorText: brandColors.text,
    borderRadius: 4,
    fontFamily: "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
  },
} as const;

/**
 * The antd theme of every remote's ConfigProvider: the brand's tokens, and one CSS-variable key for all of them, so
 * each component's variables are written once per page (in the one style cache, @ant-design/cssinjs being a page
 * singleton) rather than once per React root.
 */
export const antdTheme = { ...themeTokens, cssVar: { key: 'shop' } } as const;

export const breakpoints = { xs: 320, sm: 640, md: 768, lg: 1024, xl: 1280, xxl: 1536 } as const;
