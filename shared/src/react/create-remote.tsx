import React, { startTransition, type ComponentType, type ReactNode } from 'react';
import ReactDOMClient from 'react-dom/client';
import singleSpaReact from 'single-spa-react';
import { currentLang, registerNamespace, type MessageLoader } from '@shop/shared';
import { loadAntdLocale } from './antd-locale.ts';
import { RemoteProviders, type AntdStyles } from './remote-providers.tsx';

export interface RemoteOptions {
  /** The remote's name, e.g. 'mf-shop'. */
  remote: string;
  /** Its i18next namespace, e.g. 'shop'. */
  namespace: string;
  /** Loads `locales/{lang}.json` of the remote; called only for the languages in use. */
  loadMessages: MessageLoader;
  App: ComponentType<RemoteSlotProps>;
  /** Where its antd components get their CSS (remote-providers.tsx); the public pages' prebuilt stylesheet by default. */
  antdStyles?: AntdStyles;
}

/** What the shell passes to every remote: the slot it mounts into, and for the header also the footer slot. */
export interface RemoteSlotProps {
  domElement?: HTMLElement;
  footerElement?: HTMLElement;
}

export interface RemoteLifecycles {
  bootstrap: (props: object) => Promise<unknown>;
  mount: (props: object) => Promise<unknown>;
  unmount: (props: object) => Promise<unknown>;
}

/**
 * React DOM for single-spa-react, rendering each remote as a transition: React then yields to the browser every few
 * milliseconds while it builds a remote's tree, so mounting the page's remotes is many short tasks instead of one long
 * one that holds back the visitor's first taps and scrolls (Total Blocking Time). The slots keep their space meanwhile.
 */
const reactDomInTransitions = {
  createRoot(container: Element) {
    const root = ReactDOMClient.createRoot(container);
    return {
      render: (children: ReactNode) => startTransition(() => root.render(children)),
      unmount: () => root.unmount(),
    };
  },
};

/**
 * The single-spa lifecycles of a remote: its messages are loaded before the first render, and React
 * renders inside the slot the shell passes as `domElement`.
 */
export function createRemoteLifecycles({ remote, namespace, loadMessages, App, antdStyles }: RemoteOptions): RemoteLifecycles {
  const Root = (props: RemoteSlotProps) => (
    <RemoteProviders remote={remote} antdStyles={antdStyles}>
      <App domElement={props.domElement} footerElement={props.footerElement} />
    </RemoteProviders>
  );
  const lifecycles = singleSpaReact({
    React,
    ReactDOMClient: reactDomInTransitions as unknown as typeof ReactDOMClient,
    renderType: 'createRoot',
    rootComponent: Root,
    errorBoundary: () => <div role="alert">{remote}</div>,
  });
  return {
    bootstrap: async (props) => {
      await registerNamespace(namespace, loadMessages);
      return lifecycles.bootstrap(props as never);
    },
    // The remote's messages and antd's texts for the language in use are there before its first render.
    mount: async (props) => {
      await Promise.all([registerNamespace(namespace, loadMessages), loadAntdLocale(currentLang())]);
      return lifecycles.mount(props as never);
    },
    unmount: (props) => lifecycles.unmount(props as never),
  };
}
