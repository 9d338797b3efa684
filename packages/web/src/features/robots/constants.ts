import { Access } from '../../app/access';

/** The run state comes from the robots' live connections: robot screens ask again this often. */
export const REFRESH_MS = 10_000;
export const LIST_PATH = '/manager/robot/list';
export const DETAIL_PATH = '/manager/robot/detail';
/** The robot list's menu: its buttons also govern the detail page. */
export const ROBOT_MENU = Access.robots;
