// The release journey's probe (e2e/tests/releases.spec.ts): built in place of src/app/release-probe.tsx when
// MF_CART_RELEASE_PROBE=1 (rsbuild.config.ts), it makes a cart that uses an antd component and an icon no other
// remote uses, to be released alone.
import { Rate, Switch } from 'antd';
import { ExperimentOutlined } from '@ant-design/icons';
import { AntdScope } from '@shop/shared/react';

/** A release probe: an antd component and an icon no other remote uses. */
export function ReleaseProbe() {
  return (
    <AntdScope>
      <section aria-label="Release probe">
        <ExperimentOutlined aria-label="Probe icon" />
        <Rate disabled defaultValue={4} />
        <Switch checked aria-label="Probe switch" />
      </section>
    </AntdScope>
  );
}
