import { Spin } from 'antd';

/** Shown while a page's code or its permissions load. */
export const pageFallback = (
  <div style={{ display: 'grid', placeItems: 'center', minHeight: '40vh' }}>
    <Spin />
  </div>
);
