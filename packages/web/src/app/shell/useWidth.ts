import { useEffect, useState } from 'react';

/** Breakpoints of the shell (console-core.md §9). */
export const DRAWER_BELOW = 768;
export const COLLAPSE_BELOW = 1088;
export const SIDER_WIDTH = 200;

export function useWindowWidth(): number {
  const [width, setWidth] = useState(() => window.innerWidth);
  useEffect(() => {
    const onResize = () => setWidth(window.innerWidth);
    window.addEventListener('resize', onResize);
    return () => window.removeEventListener('resize', onResize);
  }, []);
  return width;
}

/** A phone's width: the menu is a drawer, fixed columns scroll, icon buttons lose their text. */
export function useNarrow(): boolean {
  return useWindowWidth() < DRAWER_BELOW;
}
