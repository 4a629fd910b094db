import { defineWidget } from '../../../src/element/define-widget';
import { rosterDemoWidget } from '../../../widgets/roster-demo/widget';
import { anyWidget } from './any-widget';
import { renderInto, type MountedWidget } from './mount';

/**
 * The landing page shows the roster demo as a <rosterkit-roster-demo> element in its shadow root,
 * which the script tag's own script defines. Here the element is defined when a landing first
 * mounts, rendered with the host's React; not on import, so the package has no side effect.
 */
export function defineNestedRosterDemo(): void {
  defineWidget({
    ...rosterDemoWidget,
    renderer: (element) => {
      let mounted: MountedWidget | null = null;
      return {
        mount(container, props, fromHtml, adoptStyles) {
          adoptStyles();
          mounted = renderInto(container, anyWidget(rosterDemoWidget), element, props, fromHtml);
        },
        update: (props) => mounted?.update(props),
        unmount: () => mounted?.unmountSoon(() => (mounted = null)),
      };
    },
  });
}
