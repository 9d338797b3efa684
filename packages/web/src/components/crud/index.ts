export { FilterBar, type FilterField } from './FilterBar';
export { FormDrawer, type FormDrawerProps } from './FormDrawer';
export { cleanFilters } from './filters';
export { type QueryKeys, queryKeys } from './keys';
export { ListPage, type ListPageProps } from './ListPage';
export { type ListQuery, type Paging, useListQuery } from './useListQuery';
