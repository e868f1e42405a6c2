import { useContext } from 'react';
import { ConfigProvider } from 'antd';
import { render, waitFor } from '@testing-library/react';
import { expect } from 'vitest';
import { setLanguage, type Lang } from '@shop/shared';
import { RemoteProviders } from '@shop/shared/react';

function LocaleProbe() {
  const { locale } = useContext(ConfigProvider.ConfigContext);
  return <span data-testid="antd-locale">{locale?.locale ?? ''}</span>;
}

/**
 * RemoteProviders renders antd's ConfigProvider without a locale until the language's antd locale has loaded, and
 * antd then wraps the tree in a LocaleProvider: everything below remounts once. Loading each language once up front
 * (it is cached afterwards) keeps that remount out of the tests' interactions.
 */
export async function warmAntdLocales(langs: readonly Lang[]): Promise<void> {
  for (const lang of langs) {
    await setLanguage(lang);
    const probe = render(
      <RemoteProviders remote="test">
        <LocaleProbe />
      </RemoteProviders>,
    );
    await waitFor(() => expect(probe.getByTestId('antd-locale').textContent).not.toBe(''));
    probe.unmount();
  }
}
