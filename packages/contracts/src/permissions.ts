// Generated from the menus the domains declare (packages/server/src/modules/*/menus.ts)
// by `npm run permissions`: do not edit by hand.

/** Every permission key by name: menus by their path, buttons by path and button code. */
export const Perm = {
  /** Dashboard */
  managerDashboard: '11',
  /** Processes */
  managerProcesses: '12',
  /** Process list */
  managerProcessList: '1201',
  /** /manager/process/list · Detail */
  managerProcessListDetail: '1201:detail',
  /** /manager/process/list · Run */
  managerProcessListRun: '1201:run',
  /** /manager/process/list · Export */
  managerProcessListExport: '1201:export',
  /** /manager/process/list · Delete */
  managerProcessListDelete: '1201:delete',
  /** /manager/process/list · Run in the factory */
  managerProcessListFactoryRun: '1201:factoryRun',
  /** Process chart and versions */
  managerProcessVersion: '1202',
  /** Process triggers */
  managerTriggerList: '1203',
  /** /manager/trigger/list · Add */
  managerTriggerListAdd: '1203:add',
  /** /manager/trigger/list · Edit */
  managerTriggerListEdit: '1203:edit',
  /** /manager/trigger/list · Delete */
  managerTriggerListDelete: '1203:delete',
  /** /manager/trigger/list · Enable/disable */
  managerTriggerListEnable: '1203:enable',
  /** Add trigger */
  managerTriggerAdd: '1204',
  /** Flow chart */
  managerProcessFlow: '1205',
  /** Robots and licences */
  managerRobotsAndLicences: '13',
  /** Robots */
  managerRobotList: '1301',
  /** /manager/robot/list · Edit */
  managerRobotListEdit: '1301:edit',
  /** /manager/robot/list · Delete */
  managerRobotListDelete: '1301:delete',
  /** /manager/robot/list · Unbind */
  managerRobotListUnbind: '1301:unbind',
  /** /manager/robot/list · Change password */
  managerRobotListPassword: '1301:password',
  /** /manager/robot/list · Transfer department */
  managerRobotListTransfer: '1301:transfer',
  /** /manager/robot/list · Authorise */
  managerRobotListLicence: '1301:licence',
  /** /manager/robot/list · Export */
  managerRobotListExport: '1301:export',
  /** /manager/robot/list · Operation records */
  managerRobotListRecords: '1301:records',
  /** /manager/robot/list · Approve registration */
  managerRobotListApprove: '1301:approve',
  /** Robot detail */
  managerRobotDetail: '1302',
  /** Licences */
  managerLicenceList: '1303',
  /** /manager/licence/list · Import */
  managerLicenceListImport: '1303:import',
  /** /manager/licence/list · Apply */
  managerLicenceListApply: '1303:apply',
  /** /manager/licence/list · Delete */
  managerLicenceListDelete: '1303:delete',
  /** /manager/licence/list · Transfer */
  managerLicenceListTransfer: '1303:transfer',
  /** /manager/licence/list · Edit */
  managerLicenceListEdit: '1303:edit',
  /** Servers */
  managerServerList: '1304',
  /** /manager/server/list · Delete */
  managerServerListDelete: '1304:delete',
  /** Housekeepers */
  managerHousekeeperList: '1305',
  /** /manager/housekeeper/list · Edit */
  managerHousekeeperListEdit: '1305:edit',
  /** /manager/housekeeper/list · Delete */
  managerHousekeeperListDelete: '1305:delete',
  /** Upgrades */
  managerUpgrade: '1306',
  /** /manager/upgrade · Add */
  managerUpgradeAdd: '1306:add',
  /** /manager/upgrade · Edit */
  managerUpgradeEdit: '1306:edit',
  /** /manager/upgrade · Delete */
  managerUpgradeDelete: '1306:delete',
  /** /manager/upgrade · Enable/disable */
  managerUpgradeEnable: '1306:enable',
  /** Machine keys */
  managerRobotKeys: '1307',
  /** /manager/robot/keys · Add */
  managerRobotKeysAdd: '1307:add',
  /** /manager/robot/keys · Revoke */
  managerRobotKeysRevoke: '1307:revoke',
  /** Tasks */
  managerTasks: '14',
  /** Tasks */
  managerTaskList: '1401',
  /** /manager/task/list · Cancel */
  managerTaskListCancel: '1401:cancel',
  /** /manager/task/list · Stop */
  managerTaskListStop: '1401:stop',
  /** /manager/task/list · Export */
  managerTaskListExport: '1401:export',
  /** /manager/task/list · Detail */
  managerTaskListDetail: '1401:detail',
  /** Monitor */
  managerTaskMonitor: '1402',
  /** Schedules */
  managerScheduleList: '1403',
  /** /manager/schedule/list · Add */
  managerScheduleListAdd: '1403:add',
  /** /manager/schedule/list · Edit */
  managerScheduleListEdit: '1403:edit',
  /** /manager/schedule/list · Delete */
  managerScheduleListDelete: '1403:delete',
  /** /manager/schedule/list · Enable/disable */
  managerScheduleListEnable: '1403:enable',
  /** One-time schedules */
  managerScheduleOnce: '1404',
  /** /manager/schedule/once · Add */
  managerScheduleOnceAdd: '1404:add',
  /** /manager/schedule/once · Delete */
  managerScheduleOnceDelete: '1404:delete',
  /** Task data */
  managerTaskdataList: '1405',
  /** /manager/taskdata/list · Add */
  managerTaskdataListAdd: '1405:add',
  /** /manager/taskdata/list · Edit */
  managerTaskdataListEdit: '1405:edit',
  /** /manager/taskdata/list · Delete */
  managerTaskdataListDelete: '1405:delete',
  /** /manager/taskdata/list · Detail */
  managerTaskdataListDetail: '1405:detail',
  /** Shares */
  managerShareList: '1406',
  /** /manager/share/list · Delete */
  managerShareListDelete: '1406:delete',
  /** Local running */
  managerRunningIndex: '1407',
  /** Studio running */
  managerRunningStudio: '1408',
  /** Reports */
  managerReportCenter: '15',
  /** /report/center · Export */
  managerReportCenterExport: '15:export',
  /** Run records */
  managerRunRecords: '16',
  /** Run records */
  managerRecordList: '1601',
  /** /manager/record/list · Download */
  managerRecordListDownload: '1601:download',
  /** /manager/record/list · Share */
  managerRecordListShare: '1601:share',
  /** Dual view */
  managerVideoDual: '1602',
  /** Triple view */
  managerVideoTriple: '1603',
  /** Four-way view */
  managerVideoFouth: '1604',
  /** Playback */
  managerPlay: '1607',
  /** Organisation */
  managerOrganisation: '17',
  /** Users */
  managerUserList: '1701',
  /** /manager/user/list · Add */
  managerUserListAdd: '1701:add',
  /** /manager/user/list · Edit */
  managerUserListEdit: '1701:edit',
  /** /manager/user/list · Delete */
  managerUserListDelete: '1701:delete',
  /** /manager/user/list · Change password */
  managerUserListPassword: '1701:password',
  /** /manager/user/list · Reset password */
  managerUserListResetPwd: '1701:resetPwd',
  /** /manager/user/list · Lock/unlock */
  managerUserListLock: '1701:lock',
  /** /manager/user/list · Department authorisation */
  managerUserListAuthorize: '1701:authorize',
  /** /manager/user/list · Import */
  managerUserListImport: '1701:import',
  /** /manager/user/list · Export */
  managerUserListExport: '1701:export',
  /** Roles */
  managerRoleList: '1702',
  /** /manager/role/list · Add */
  managerRoleListAdd: '1702:add',
  /** /manager/role/list · Edit */
  managerRoleListEdit: '1702:edit',
  /** /manager/role/list · Delete */
  managerRoleListDelete: '1702:delete',
  /** Departments */
  managerDepartmentList: '1703',
  /** /manager/department/list · Add */
  managerDepartmentListAdd: '1703:add',
  /** /manager/department/list · Edit */
  managerDepartmentListEdit: '1703:edit',
  /** /manager/department/list · Delete */
  managerDepartmentListDelete: '1703:delete',
  /** /manager/department/list · Import */
  managerDepartmentListImport: '1703:import',
  /** Resources */
  managerResources: '18',
  /** Applications */
  managerApplicationList: '1801',
  /** /manager/application/list · Add */
  managerApplicationListAdd: '1801:add',
  /** /manager/application/list · Edit */
  managerApplicationListEdit: '1801:edit',
  /** /manager/application/list · Delete */
  managerApplicationListDelete: '1801:delete',
  /** /manager/application/list · Reset secret */
  managerApplicationListReset: '1801:reset',
  /** Variables */
  managerVariableList: '1802',
  /** /manager/variable/list · Add */
  managerVariableListAdd: '1802:add',
  /** /manager/variable/list · Edit */
  managerVariableListEdit: '1802:edit',
  /** /manager/variable/list · Delete */
  managerVariableListDelete: '1802:delete',
  /** /manager/variable/list · Access records */
  managerVariableListRecords: '1802:records',
  /** Files */
  managerFileList: '1803',
  /** /manager/file/list · Upload */
  managerFileListUpload: '1803:upload',
  /** /manager/file/list · Edit */
  managerFileListEdit: '1803:edit',
  /** /manager/file/list · Delete */
  managerFileListDelete: '1803:delete',
  /** /manager/file/list · Copy */
  managerFileListCopy: '1803:copy',
  /** /manager/file/list · Forwarding rules */
  managerFileListRules: '1803:rules',
  /** Custom components */
  managerComponentList: '1804',
  /** /manager/component/list · Upload */
  managerComponentListUpload: '1804:upload',
  /** /manager/component/list · Download */
  managerComponentListDownload: '1804:download',
  /** /manager/component/list · Delete */
  managerComponentListDelete: '1804:delete',
  /** Custom fields */
  managerFieldList: '1805',
  /** /manager/field/list · Add */
  managerFieldListAdd: '1805:add',
  /** /manager/field/list · Edit */
  managerFieldListEdit: '1805:edit',
  /** /manager/field/list · Delete */
  managerFieldListDelete: '1805:delete',
  /** System */
  managerSystem: '19',
  /** System configuration */
  managerSystemConfig: '1901',
  /** /manager/system/config · Save */
  managerSystemConfigSave: '1901:save',
  /** Data sync */
  managerSystemSync: '1902',
  /** /manager/system/sync · Save */
  managerSystemSyncSave: '1902:save',
  /** Operation log */
  managerOplogList: '1903',
  /** /manager/oplog/list · Export */
  managerOplogListExport: '1903:export',
  /** Messages */
  managerMessage: '1001',
  /** /manager/message · Delete */
  managerMessageDelete: '1001:delete',
  /** /manager/message · Mark as read */
  managerMessageRead: '1001:read',
  /** Personal centre */
  managerPersonalCenter: '1002',
  /** Process list */
  developerProcessList: '201',
  /** /developer/process/list · Add */
  developerProcessListAdd: '201:add',
  /** /developer/process/list · Edit */
  developerProcessListEdit: '201:edit',
  /** /developer/process/list · Delete */
  developerProcessListDelete: '201:delete',
  /** /developer/process/list · Publish */
  developerProcessListPublish: '201:publish',
  /** /developer/process/list · Withdraw */
  developerProcessListWithdraw: '201:withdraw',
  /** /developer/process/list · Run */
  developerProcessListRun: '201:run',
  /** /developer/process/list · Run in the factory */
  developerProcessListFactoryRun: '201:factoryRun',
  /** /developer/process/list · Export */
  developerProcessListExport: '201:export',
  /** Process detail */
  developerProcessDetail: '202',
  /** Add or edit process */
  developerProcessEdit: '203',
  /** Versions */
  developerProcessVersion: '204',
  /** /developer/process/version · Download package */
  developerProcessVersionDownload: '204:download',
  /** Publish */
  developerProcessPublish: '205',
  /** Schedules */
  developerScheduleList: '206',
  /** Files */
  developerFileList: '207',
  /** Operation records */
  developerRecordOperate: '208',
  /** Exception records */
  developerRecordException: '209',
  /** Local running */
  developerRunningIndex: '210',
  /** Reports */
  developerReportCenter: '211',
  /** /report/center · Export */
  developerReportCenterExport: '211:export',
  /** Studio running */
  developerRunningStudio: '212',
  /** Messages */
  developerMessage: '221',
  /** /developer/message · Delete */
  developerMessageDelete: '221:delete',
  /** /developer/message · Mark as read */
  developerMessageRead: '221:read',
  /** Personal centre */
  developerPersonalCenter: '222',
  /** Dashboard */
  ownerDashboard: '301',
  /** Process list */
  ownerProcessList: '302',
  /** /owner/process/list · Approve */
  ownerProcessListApprove: '302:approve',
  /** /owner/process/list · Reject */
  ownerProcessListReject: '302:reject',
  /** /owner/process/list · Return */
  ownerProcessListBack: '302:back',
  /** /owner/process/list · Assign users */
  ownerProcessListAssign: '302:assign',
  /** /owner/process/list · Run */
  ownerProcessListRun: '302:run',
  /** /owner/process/list · Run in the factory */
  ownerProcessListFactoryRun: '302:factoryRun',
  /** /owner/process/list · Export */
  ownerProcessListExport: '302:export',
  /** Process detail */
  ownerProcessDetail: '303',
  /** Schedules */
  ownerScheduleList: '304',
  /** /owner/schedule/list · Add */
  ownerScheduleListAdd: '304:add',
  /** /owner/schedule/list · Edit */
  ownerScheduleListEdit: '304:edit',
  /** /owner/schedule/list · Delete */
  ownerScheduleListDelete: '304:delete',
  /** /owner/schedule/list · Enable/disable */
  ownerScheduleListEnable: '304:enable',
  /** Versions */
  ownerProcessVersion: '305',
  /** /owner/process/version · Download package */
  ownerProcessVersionDownload: '305:download',
  /** Files */
  ownerFileList: '306',
  /** Local running */
  ownerRunningIndex: '307',
  /** Studio running */
  ownerRunningStudio: '308',
  /** Reports */
  ownerReportCenter: '312',
  /** /report/center · Export */
  ownerReportCenterExport: '312:export',
  /** Messages */
  ownerMessage: '321',
  /** /owner/message · Delete */
  ownerMessageDelete: '321:delete',
  /** /owner/message · Mark as read */
  ownerMessageRead: '321:read',
  /** Personal centre */
  ownerPersonalCenter: '322',
  /** Dashboard */
  userDashboard: '401',
  /** Process list */
  userProcessList: '402',
  /** /user/process/list · Run */
  userProcessListRun: '402:run',
  /** /user/process/list · Run in the factory */
  userProcessListFactoryRun: '402:factoryRun',
  /** /user/process/list · Run locally */
  userProcessListRunLocal: '402:runLocal',
  /** /user/process/list · Export */
  userProcessListExport: '402:export',
  /** Run records */
  userRecordList: '403',
  /** /user/record/list · Download */
  userRecordListDownload: '403:download',
  /** /user/record/list · Share */
  userRecordListShare: '403:share',
  /** Files */
  userFileList: '404',
  /** /user/file/list · Upload */
  userFileListUpload: '404:upload',
  /** /user/file/list · Edit */
  userFileListEdit: '404:edit',
  /** /user/file/list · Delete */
  userFileListDelete: '404:delete',
  /** /user/file/list · Copy */
  userFileListCopy: '404:copy',
  /** /user/file/list · Forwarding rules */
  userFileListRules: '404:rules',
  /** One-time schedules */
  userScheduleOnce: '405',
  /** /user/schedule/once · Add */
  userScheduleOnceAdd: '405:add',
  /** /user/schedule/once · Delete */
  userScheduleOnceDelete: '405:delete',
  /** Reports */
  userReportCenter: '406',
  /** /report/center · Export */
  userReportCenterExport: '406:export',
  /** Local running */
  userRunningIndex: '407',
  /** Studio running */
  userRunningStudio: '408',
  /** Messages */
  userMessage: '421',
  /** /user/message · Delete */
  userMessageDelete: '421:delete',
  /** /user/message · Mark as read */
  userMessageRead: '421:read',
  /** Personal centre */
  userPersonalCenter: '422',
} as const;

export type PermissionKey = (typeof Perm)[keyof typeof Perm];
