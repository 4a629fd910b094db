/**
 * What a component draws on a server (Node): its element's shadow root, into the HTML as a
 * declarative shadow root, so that a visitor sees the widget, styled, before any script; the
 * component then hydrates it in the browser. The built package imports it as `#draw`, which a
 * bundler resolves to this module for Node and to no-draw.ts for the browser (package.json's
 * "imports"), so that react-dom/server never reaches a browser bundle.
 */
import { renderToString } from 'react-dom/server';
import { readAttributes } from '../../../src/element/attributes';
import { ROOT_CLASS, widgetStyles } from '../../../src/element/define-widget';
import { RENDERED_YEAR_ATTRIBUTE, widgetTree, type HtmlRender } from '../../../src/element/from-html';
import { serverHost } from '../../../src/element/widget-host';
import { rosterDemoWidget } from '../../../widgets/roster-demo/widget';
import { anyWidget } from './any-widget';
import type { DrawShadowRoot } from './rosterkit-element';

/** What the element's <template shadowrootmode> holds: its styles, then the widget drawn in its root node. */
export const drawShadowRoot: DrawShadowRoot = (widget, attributes, props) => {
  const html: HtmlRender = {
    renderedYear: new Date().getFullYear(),
    // The one element drawn inside another: the landing's roster demo.
    shadowRootOf: (tag, nestedAttributes) => {
      const nested = anyWidget(rosterDemoWidget);
      if (tag !== nested.tag) throw new Error(`[rosterkit] no widget element is called <${tag}> inside another.`);
      const nestedProps = readAttributes({ getAttribute: (name) => nestedAttributes[name] ?? null }, nested.attributes);
      return `<template shadowrootmode="open">${drawShadowRoot(nested, nestedAttributes, nestedProps)}</template>`;
    },
  };
  const body = renderToString(widgetTree(widget.component, { ...props, host: serverHost(widget.tag, attributes.id ?? '') }, html));
  const css = widgetStyles(widget, true).join('\n');
  return `<style>${css.replace(/<\/style/gi, '<\\/style')}</style><div class="${ROOT_CLASS}" ${RENDERED_YEAR_ATTRIBUTE}="${html.renderedYear}">${body}</div>`;
};

