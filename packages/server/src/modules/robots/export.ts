import {
  BINDING_WAY_LABELS,
  DESKTOP_STATE_LABELS,
  LICENCE_CATEGORY_LABELS,
  LICENCE_STATUS_LABELS,
  ROBOT_LICENCE_NONE,
  type RobotRow,
  RUN_STATE_LABELS,
} from '@rpa/contracts';
import { defineExport, labelColumn, nullableColumn } from '../../platform/xlsx/define';
import { departmentColumn } from '../departments';

/** The robot list as a file, its states in the caller's language. */
export const robotExport = defineExport<RobotRow>({ zh_CN: '机器人', en_US: 'Robots' }, [
  { header: { zh_CN: '机器人编号', en_US: 'Robot number' }, key: 'robotsNo', width: 20 },
  { header: { zh_CN: '别名', en_US: 'Alias' }, key: 'alias', width: 16 },
  { header: { zh_CN: '名称', en_US: 'Name' }, key: 'name', width: 24 },
  labelColumn({ zh_CN: '终端类型', en_US: 'Terminal type' }, 'category', 14, LICENCE_CATEGORY_LABELS),
  labelColumn({ zh_CN: '绑定方式', en_US: 'Binding way' }, 'bindingWay', 12, BINDING_WAY_LABELS),
  { header: { zh_CN: '绑定用户', en_US: 'User' }, key: 'account', width: 14 },
  departmentColumn(18),
  labelColumn({ zh_CN: '运行状态', en_US: 'Run state' }, 'runState', 10, RUN_STATE_LABELS),
  {
    header: { zh_CN: '许可状态', en_US: 'Licence state' },
    key: 'licenceState',
    width: 14,
    value: (r, l) =>
      r.licenceState === 'none' ? ROBOT_LICENCE_NONE[l] : LICENCE_STATUS_LABELS[r.licenceState][l],
  },
  nullableColumn({ zh_CN: '许可编号', en_US: 'Licence' }, 'licSn', 22),
  labelColumn({ zh_CN: '桌面管家', en_US: 'Desktop steward' }, 'desktopState', 14, DESKTOP_STATE_LABELS),
  { header: { zh_CN: '终端版本', en_US: 'Terminal version' }, key: 'agentVersion', width: 12 },
  { header: { zh_CN: '操作系统', en_US: 'OS' }, key: 'os', width: 18 },
  { header: { zh_CN: '地址', en_US: 'Address' }, key: 'address', width: 16 },
  nullableColumn({ zh_CN: '最后心跳', en_US: 'Last heartbeat' }, 'lastBeatAt', 22),
  { header: { zh_CN: '注册时间', en_US: 'Registered' }, key: 'registeredAt', width: 22 },
]);
