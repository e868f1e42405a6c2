/** Theme tokens of the brand (spec section 9): primary blue, secondary yellow, error orange, light background. */
export const brandColors = {
  primary: '#0b4ea2',
  secondary: '#f5c400',
  error: '#e8590c',
  /** The error orange darkened for text: 4.96:1 on the page background (the brand's is 3.34:1, below WCAG AA). */
  errorText: '#b8470a',
  background: '#f5f7fa',
  text: '#1f2933',
  /** Secondary text (descriptions, labels, hints): 5.2:1 on the admin's darkest grey background (#f0f2f5). */
  textSecondary: '#5c6670',
  /** Placeholders and the "off" track of a switch: 4.8:1 on white (against white text too). */
  textPlaceholder: '#6b7280',
} as const;

/** The palette tokens `${colour}7` and `${colour}-7` of each preset colour given. */
function tagTextShades<Colour extends string>(shades: Record<Colour, string>) {
  return Object.fromEntries(Object.entries<string>(shades).flatMap(([colour, shade]) => [[`${colour}7`, shade], [`${colour}-7`, shade]])) as Record<`${Colour}7` | `${Colour}-7`, string>;
}

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
    // antd's greys for secondary text, descriptions and labels (rgba black at 45 %: 3.3:1 on the page background,
    // issue 47) and its placeholders (25 %): shades readable as text, >= 4.5:1 on white and on the page background.
    colorTextSecondary: brandColors.textSecondary,
    colorTextDescription: brandColors.textSecondary,
    colorTextTertiary: brandColors.textSecondary,
    colorTextPlaceholder: brandColors.textPlaceholder,
    // The text shade of the preset tags (status and role tags: antd writes a tag in its colour's 7th shade on its
    // 1st); antd's green, gold, orange and cyan ones were 2.8-3.4:1. Each is a darker shade of its palette. antd
    // names each shade twice (green7, green-7), both written to one CSS variable: both are set.
    ...tagTextShades({ green: '#237804', gold: '#874d00', orange: '#ad4e00', cyan: '#006d75' }),
    borderRadius: 4,
    fontFamily: "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
  },
  components: {
    // Typography's success and warning texts were written in shades of the status colours (antd's green is 2.3:1 on
    // white, the brand's yellow 1.6:1): their text shades here.
    Typography: { colorSuccessText: '#237804', colorWarningText: '#8a5a00' },
    // A switch's "off" track is the quaternary grey, under white text (1.8:1): the placeholder grey, darker on hover.
    Switch: { colorTextQuaternary: brandColors.textPlaceholder, colorTextTertiary: brandColors.textSecondary },
  },
} as const;

/**
 * The antd theme of every remote's ConfigProvider: the brand's tokens, and one CSS-variable key for all of them, so
 * each component's variables are written once per page (in the one style cache, @ant-design/cssinjs being a page
 * singleton) rather than once per React root.
 */
export const antdTheme = { ...themeTokens, cssVar: { key: 'shop' } } as const;

export const breakpoints = { xs: 320, sm: 640, md: 768, lg: 1024, xl: 1280, xxl: 1536 } as const;
