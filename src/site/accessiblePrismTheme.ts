import type { PrismTheme } from "prism-react-renderer";

/**
 * Returns a Prism theme whose token colours all reach the WCAG AA contrast ratio (4.5:1) against
 * the theme's background: each colour that falls short is darkened (light themes) or lightened
 * (dark themes) step by step until it passes. The stock themes have tokens at 2.5–4.3:1.
 */
export function accessiblePrismTheme(theme: PrismTheme, minimumContrast = 4.6): PrismTheme {
  const background = parseColor(theme.plain.backgroundColor ?? "#ffffff");
  const towards = luminance(background) > 0.5 ? [0, 0, 0] : [255, 255, 255];
  const fix = (color: string | undefined) => {
    if (!color) return color;
    let rgb = parseColor(color);
    while (contrast(rgb, background) < minimumContrast) rgb = rgb.map((c, i) => c + (towards[i] - c) * 0.08);
    return toHex(rgb);
  };
  return {
    plain: { ...theme.plain, color: fix(theme.plain.color) },
    // A dimmed token (the themes give `namespace` opacity 0.7) would undo the fix: tokens are opaque.
    styles: theme.styles.map((entry) => ({
      ...entry,
      style: { ...entry.style, color: fix(entry.style.color), opacity: undefined },
    })),
  };
}

/** Reads `#rgb`, `#rrggbb` and `rgb(r, g, b)`, the forms the Prism themes use. */
function parseColor(color: string): number[] {
  if (color.startsWith("rgb")) return (color.match(/\d+/g) ?? []).slice(0, 3).map(Number);
  const hex = color.slice(1);
  const digits = hex.length === 3 ? [...hex].map((d) => d + d).join("") : hex.slice(0, 6);
  return [0, 2, 4].map((i) => parseInt(digits.slice(i, i + 2), 16));
}

const toHex = (rgb: number[]) => `#${rgb.map((c) => Math.round(c).toString(16).padStart(2, "0")).join("")}`;

function luminance(rgb: number[]): number {
  const [r, g, b] = rgb.map((c) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

function contrast(a: number[], b: number[]): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light + 0.05) / (dark + 0.05);
}
