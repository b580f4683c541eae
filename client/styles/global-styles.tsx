/** Base element styles: CJK line height, no italics for emphasis, visible focus. */
import { Global, css } from '@emotion/react';
import { buttonCss } from './button-css';
import { theme } from './theme';

export function GlobalStyles() {
  return (
    <Global
      styles={[
        css`
          *,
          *::before,
          *::after {
            box-sizing: border-box;
          }
          html {
            -webkit-text-size-adjust: 100%;
          }
          body {
            margin: 0;
            font-family: ${theme.font.family};
            font-size: ${theme.font.size.md};
            line-height: ${theme.font.lineHeight.body};
            color: ${theme.color.text};
            background: ${theme.color.background};
            -webkit-font-smoothing: antialiased;
          }
          /* English in a CJK font: curly quotes and apostrophes take their Latin (proportional) widths, not full width. */
          :lang(en) body {
            font-variant-east-asian: proportional-width;
          }
          h1,
          h2,
          h3,
          h4 {
            line-height: ${theme.font.lineHeight.heading};
            margin: 0 0 ${theme.space[3]};
            word-break: keep-all;
            overflow-wrap: anywhere;
          }
          h1 {
            font-size: ${theme.font.size.xxl};
          }
          h2 {
            font-size: ${theme.font.size.xl};
          }
          h3 {
            font-size: ${theme.font.size.lg};
          }
          p {
            margin: 0 0 ${theme.space[3]};
          }
          em,
          i {
            font-style: normal;
            font-weight: ${theme.font.weight.bold};
          }
          a {
            color: ${theme.color.brand};
            text-underline-offset: 2px;
          }
          a:hover {
            color: ${theme.color.brandDark};
          }
          img,
          svg {
            max-width: 100%;
          }
          /* Sprite icons (client/ui/icon.tsx) */
          .i {
            display: inline-block;
            flex-shrink: 0;
            vertical-align: middle;
            fill: none;
            stroke: currentColor;
            stroke-width: 2;
            stroke-linecap: round;
            stroke-linejoin: round;
          }
          .i-f {
            fill: currentColor;
          }
          .i-15 {
            stroke-width: 1.5;
          }
          .i-175 {
            stroke-width: 1.75;
          }
          button,
          input,
          select,
          textarea {
            font: inherit;
            color: inherit;
          }
          :focus-visible {
            outline: 3px solid ${theme.color.focus};
            outline-offset: 2px;
          }
          .visually-hidden {
            position: absolute !important;
            width: 1px;
            height: 1px;
            padding: 0;
            margin: -1px;
            overflow: hidden;
            clip: rect(0, 0, 0, 0);
            white-space: nowrap;
            border: 0;
          }
          ${theme.breakpoint.md} {
            h1 {
              font-size: ${theme.font.size.xxxl};
            }
          }
        `,
        buttonCss,
      ]}
    />
  );
}
