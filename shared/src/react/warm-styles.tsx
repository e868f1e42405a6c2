import { startTransition, type ReactNode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import {
  Alert,
  Breadcrumb,
  Button,
  Card,
  Col,
  Collapse,
  Descriptions,
  Dropdown,
  Empty,
  Form,
  Input,
  InputNumber,
  Pagination,
  Result,
  Row,
  Select,
  Skeleton,
  Spin,
  Steps,
  Typography,
} from 'antd';
import { afterLoadWhenIdle, whenIdle } from '@shop/shared';
import { RemoteProviders } from './remote-providers.tsx';

/**
 * One sample of each antd component the public pages show, rendered one per idle period: a component's styles are
 * computed in one piece, so one at a time keeps each task short. Keep it in step with what the public remotes render
 * (shared/src/build/ui-kit.test.tsx compares it with the antd kit).
 */
export const STYLE_SAMPLES: ReadonlyArray<{ component: string; element: ReactNode }> = [
  { component: 'Breadcrumb', element: <Breadcrumb items={[{ title: 'a' }, { title: 'b' }]} /> },
  { component: 'Pagination', element: <Pagination total={50} /> },
  { component: 'Skeleton', element: <Skeleton active /> },
  { component: 'Empty', element: <Empty /> },
  { component: 'Card', element: <Card title="a">b</Card> },
  { component: 'Button', element: <Button type="primary" loading>a</Button> },
  { component: 'Row', element: <Row gutter={8} /> },
  { component: 'Col', element: <Col span={12} /> },
  { component: 'Typography', element: <Typography.Text>a</Typography.Text> },
  { component: 'Alert', element: <Alert type="error" title="a" /> },
  { component: 'Result', element: <Result status="404" title="a" /> },
  { component: 'Spin', element: <Spin /> },
  { component: 'Form', element: <Form layout="vertical"><Form.Item label="a">b</Form.Item></Form> },
  { component: 'Input', element: <><Input /><Input.TextArea /></> },
  { component: 'InputNumber', element: <InputNumber /> },
  { component: 'Select', element: <Select options={[]} /> },
  { component: 'Steps', element: <Steps items={[{ title: 'a' }, { title: 'b' }]} /> },
  { component: 'Descriptions', element: <Descriptions items={[{ key: 'a', label: 'a', children: 'b' }]} /> },
  { component: 'Collapse', element: <Collapse items={[{ key: 'a', label: 'a', children: 'b' }]} /> },
  { component: 'Dropdown', element: <Dropdown menu={{ items: [] }}><span>a</span></Dropdown> },
];

let started = false;

/**
 * antd writes a component's CSS the first time it renders, and keeps it while some instance is mounted. The first
 * visit to a page whose components the previous pages did not have (the category's breadcrumb and pagination, the
 * cart's form and steps) spent ~40 ms of its navigation doing that (bench/, home → category). Once the page has
 * loaded and the browser is idle, this renders one of each, one per idle period, in a root that is never attached
 * to the document and stays mounted, inside the same providers as the remotes: their styles are then computed and
 * in the page before a navigation needs them. Once per page; the header calls it, being on every public page.
 */
export function warmComponentStyles(): void {
  if (started || typeof document === 'undefined') return;
  started = true;
  afterLoadWhenIdle(() => {
    const root = createRoot(document.createElement('div'));
    renderSamples(root, 1);
  });
}

function renderSamples(root: Root, count: number): void {
  const samples = STYLE_SAMPLES.slice(0, count).map((sample) => <div key={sample.component}>{sample.element}</div>);
  // A transition: React yields to the browser every few milliseconds while it renders them.
  startTransition(() => root.render(<RemoteProviders remote="style-warm-up">{samples}</RemoteProviders>));
  if (count < STYLE_SAMPLES.length) whenIdle(() => renderSamples(root, count + 1), 2_000);
}
