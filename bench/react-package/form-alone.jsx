/**
 * The same app with the waitlist's form drawn as the package draws it before its root exists (its
 * built HTML and style sheets, from dist/react/), and no code of the package: the floor of any
 * component that shows this form in the app's first frame.
 */
import { useLayoutEffect, useRef } from 'react';
import { createRoot } from 'react-dom/client';
import baseCss from '../../dist/react/src/styles/base.css_inline.js';
import waitlistCss from '../../dist/react/src/waitlist/waitlist.css_inline.js';
import cardCss from '../../dist/react/widgets/waitlist/card.css_inline.js';
import { waitlistFirstRender } from '../../dist/react/waitlist-first-render.js';

function Form() {
  const element = useRef(null);
  useLayoutEffect(() => {
    const shadow = element.current.attachShadow({ mode: 'open' });
    const root = Object.assign(document.createElement('div'), { className: 'rk-root', innerHTML: waitlistFirstRender.html });
    shadow.append(root);
    shadow.adoptedStyleSheets = [baseCss, waitlistCss, cardCss].map((css) => {
      const sheet = new CSSStyleSheet();
      sheet.replaceSync(css);
      return sheet;
    });
  }, []);
  return <rosterkit-waitlist ref={element} />;
}

createRoot(document.getElementById('app')).render(
  <main>
    <h1>Acme</h1>
    <Form />
  </main>,
);
