import { InputNumber, type InputNumberProps } from 'antd';
import { decimalSeparator, parseNumberText } from '@shop/shared';
import { usePageLang } from '@shop/shared/react';

/**
 * antd's number field as the page's language writes numbers: shows "999,50" on a Slovak page and reads "999,50"
 * (or "999.50") as 999.5. antd's own parser drops every comma, so a Slovak "999,50" became 99950.
 */
export function NumberInput(props: Omit<InputNumberProps<number>, 'decimalSeparator' | 'parser'>) {
  const lang = usePageLang();
  // The field reads the parser's answer as a decimal string, as its own parser returns it ("" when empty); its
  // type names the value's type instead.
  const parser = (text: string | undefined) => parseNumberText(text ?? '', lang) as unknown as number;
  return <InputNumber<number> {...props} decimalSeparator={decimalSeparator(lang)} parser={parser} />;
}
