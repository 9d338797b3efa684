import { componentMessages } from './components';
import { dataSyncMessages } from './dataSync';
import { fieldMessages } from './fields-messages';
import type { Bilingual } from './i18n';
import { stewardMessages } from './steward-messages';

/**
 * Messages the server sends in `msg`, in both languages. The console has its
 * own catalogue for screen text; these are the server's words.
 */
export const messages = {
  ...dataSyncMessages,
  ...componentMessages,
  ...fieldMessages,
  ...stewardMessages,
  'error.sessionMissing': {
    zh_CN: '未登录或登录已失效，请重新登录',
    en_US: 'You are not signed in or your session has expired; please sign in again',
  },
  'error.sessionInvalid': {
    zh_CN: '登录凭证无效，请重新登录',
    en_US: 'Your session is invalid; please sign in again',
  },
  'error.sessionExpired': {
    zh_CN: '登录已超时，请重新登录',
    en_US: 'Your session has expired; please sign in again',
  },
  'error.sessionRevoked': {
    zh_CN: '登录已失效（已退出或被强制下线），请重新登录',
    en_US: 'Your session has ended (signed out or forced off); please sign in again',
  },
  'error.sessionAccountUnavailable': {
    zh_CN: '账号已不可用，请联系管理员',
    en_US: 'This account can no longer sign in; contact the administrator',
  },
  'error.notFound': {
    zh_CN: '接口不存在，请联系管理员',
    en_US: 'The interface does not exist, contact the administrator',
  },
  'error.system': {
    zh_CN: '系统异常，请联系管理员',
    en_US: 'System exception, contact the administrator',
  },
  'error.badRequest': {
    zh_CN: '请求参数有误：{detail}',
    en_US: 'Invalid request: {detail}',
  },
  'error.minutesRange': {
    zh_CN: '分钟数为 0-10080 的整数，不能为负数',
    en_US: 'Minutes are a whole number from 0 to 10080 and cannot be negative',
  },
  'error.badJson': {
    zh_CN: '请求内容不是有效的 JSON',
    en_US: 'The request body is not valid JSON',
  },
  'error.badUrl': {
    zh_CN: '请求地址无效',
    en_US: 'The request address is not valid',
  },
  'error.nulCharacter': {
    zh_CN: '内容不能包含空字符（\\0）',
    en_US: 'The text cannot contain the NUL character (\\0)',
  },
  'error.nulField': {
    zh_CN: '请求参数有误：{field} 不能包含空字符（\\0）',
    en_US: 'Invalid request: {field} cannot contain the NUL character (\\0)',
  },
  'error.nameCharacters': {
    zh_CN: '名称不能包含控制字符或文字方向控制字符',
    en_US: 'A name cannot contain control characters or text-direction characters',
  },
  'error.valueOutOfRange': {
    zh_CN: '请求参数有误：包含超出范围或无法保存的值',
    en_US: 'Invalid request: a value is out of range or cannot be stored',
  },
  'error.forbidden': {
    zh_CN: '没有权限执行此操作',
    en_US: 'You do not have permission to do this',
  },
  'error.wholeInstallationOnly': {
    zh_CN: '全局设置只能由管理全部部门（根部门）的管理员查看和修改',
    en_US: 'Installation-wide settings are only for managers of the whole installation (the root department)',
  },
  'error.shuttingDown': {
    zh_CN: '服务正在停止，请稍后重试',
    en_US: 'The server is shutting down; please try again shortly',
  },
  'error.payloadTooLarge': {
    zh_CN: '请求内容过大',
    en_US: 'The request is too large',
  },
  'error.signatureInvalid': {
    zh_CN: '请求签名无效',
    en_US: 'The request signature is invalid',
  },
  'error.signatureStale': {
    zh_CN: '请求时间戳缺失或与服务器时间相差超过 5 分钟，请校准本机时间',
    en_US: 'The request timestamp is missing or more than 5 minutes off the server clock; check your clock',
  },
  'error.signatureReplayed': {
    zh_CN: '该请求已被处理过，同一签名的请求只接受一次',
    en_US: 'This request was already received; a signed request is accepted only once',
  },
  'error.passwordChangeRequired': {
    zh_CN: '请先修改初始密码',
    en_US: 'Please change your password first',
  },
  'login.badCredentials': {
    zh_CN: '账号或密码错误',
    en_US: 'Wrong account or password',
  },
  'login.captchaRequired': {
    zh_CN: '请输入验证码',
    en_US: 'Please enter the captcha',
  },
  'login.captchaWrong': {
    zh_CN: '验证码错误或已过期，请重新输入',
    en_US: 'The captcha is wrong or has expired; please try again',
  },
  'login.accountLocked': {
    zh_CN: '账号已被锁定，请联系管理员',
    en_US: 'This account is locked; contact the administrator',
  },
  'login.temporarilyLocked': {
    zh_CN: '登录失败次数过多，账号已锁定，请 {minutes} 分钟后再试',
    en_US: 'Too many failed logins: the account is locked; try again in {minutes} minutes',
  },
  'login.tooManyAttempts': {
    zh_CN: '此地址登录失败次数过多，请 {minutes} 分钟后再试',
    en_US: 'Too many failed sign-ins from this address; try again in {minutes} minutes',
  },
  'login.noPermission': {
    zh_CN: '账号没有权限，登录可能已过期，请重新登录或联系管理员',
    en_US:
      'The account has no permissions, login may have expired; sign in again or contact the administrator',
  },
  'login.passwordUnreadable': {
    zh_CN: '密码无法解密，请刷新页面后重试',
    en_US: 'The password could not be decrypted; reload the page and try again',
  },
  'login.designerNeedsDeveloper': {
    zh_CN: '没有开发者身份的用户不能登录设计器',
    en_US: 'A user without the developer identity cannot sign in to the designer',
  },
  'password.length': {
    zh_CN: '密码长度应为 {min}-{max} 位',
    en_US: 'The password must be {min} to {max} characters long',
  },
  'password.level': {
    zh_CN: '密码需包含大写字母、小写字母、数字、特殊字符中的至少 {need} 种',
    en_US:
      'The password must contain at least {need} of: uppercase letters, lowercase letters, digits, special characters',
  },
  'password.containsAccount': {
    zh_CN: '密码不能包含账号',
    en_US: 'The password must not contain the account name',
  },
  'password.oldWrong': {
    zh_CN: '原密码错误',
    en_US: 'The current password is wrong',
  },
  'password.sameAsOld': {
    zh_CN: '新密码不能与原密码相同',
    en_US: 'The new password must differ from the current one',
  },
  'password.notYours': {
    zh_CN: '只能修改自己的密码',
    en_US: 'You can only change your own password',
  },
  'personal.phoneInvalid': {
    zh_CN: '请输入有效的电话号码',
    en_US: 'Enter a valid phone number',
  },
  'personal.aliasInvalid': {
    zh_CN: '别名不能包含以下字符：< > " \' \\ / & ; % : * ? |',
    en_US: 'The alias cannot contain any of: < > " \' \\ / & ; % : * ? |',
  },
  'personal.emailInvalid': {
    zh_CN: '请输入有效的邮箱地址',
    en_US: 'Enter a valid email address',
  },
  'personal.emailNeeded': {
    zh_CN: '接收邮件通知前请先填写邮箱',
    en_US: 'Enter your email before turning on mail notifications',
  },
  'aiServer.addressInvalid': {
    zh_CN: '请输入以 http:// 或 https:// 开头的地址',
    en_US: 'Enter an address starting with http:// or https://',
  },
  'aiServer.addressRequired': {
    zh_CN: '请先填写 AI 服务器地址',
    en_US: 'Enter the AI server address first',
  },
  'aiServer.unreachable': {
    zh_CN: 'AI 服务器无法连接：{reason}',
    en_US: 'The AI server could not be reached: {reason}',
  },
  'aiServer.refused': {
    zh_CN: 'AI 服务器拒绝了请求（HTTP {status}），请检查密钥',
    en_US: 'The AI server refused the call (HTTP {status}); check the key',
  },
  'aiServer.failed': {
    zh_CN: 'AI 服务器返回错误（HTTP {status}）',
    en_US: 'The AI server answered with an error (HTTP {status})',
  },
  'aiServer.testNeedsKey': {
    zh_CN: '测试未保存的地址时请填写其密钥；密钥留空时只能测试已保存的地址',
    en_US:
      'Enter the key to test an address that is not saved; with the key left empty only the saved address can be tested',
  },
  'adDomain.addressInvalid': {
    zh_CN: '请输入域控制器的主机名或 IP 地址（前面可带 ldap:// 或 ldaps://）',
    en_US: "Enter the domain controller's host name or IP address (ldap:// or ldaps:// may precede it)",
  },
  'adDomain.addressLength': {
    zh_CN: '地址最多 250 个字符',
    en_US: 'The address can have at most 250 characters',
  },
  'adDomain.addressRequired': {
    zh_CN: '请先填写 AD 域地址',
    en_US: 'Enter the AD domain address first',
  },
  'adDomain.portInvalid': {
    zh_CN: '请输入 0 到 65535 之间的端口',
    en_US: 'Enter a port from 0 to 65535',
  },
  'adDomain.targetLength': {
    zh_CN: '目标地址最多 250 个字符',
    en_US: 'The target address can have at most 250 characters',
  },
  'adDomain.targetInvalid': {
    zh_CN: '目标地址应为 DN，例如 ou=员工,dc=example,dc=com',
    en_US: 'The target address must be a DN, e.g. ou=Staff,dc=example,dc=com',
  },
  'adDomain.accountInvalid': {
    zh_CN: '账号格式应为 名称@域名，例如 admin@example.com',
    en_US: 'The account must be name@domain, e.g. admin@example.com',
  },
  'adDomain.accountRequired': {
    zh_CN: '请填写读取域的账号',
    en_US: 'Enter the account that reads the directory',
  },
  'adDomain.versionRequired': {
    zh_CN: '请选择 LDAP 协议版本',
    en_US: 'Choose the LDAP protocol version',
  },
  'adDomain.frequencyRequired': {
    zh_CN: '请选择同步频率',
    en_US: 'Choose the sync frequency',
  },
  'adDomain.testNeedsPassword': {
    zh_CN: '测试未保存的地址或账号时请填写其密码；密码留空时只能用已保存的地址和账号',
    en_US:
      'Enter the password to use an address or account that is not saved; with the password left empty only the saved address and account can be used',
  },
  'adDomain.invalidCredentials': {
    zh_CN: '域拒绝了该账号或密码（invalid credentials）',
    en_US: 'The directory refused the account or password (invalid credentials)',
  },
  'adDomain.refused': {
    zh_CN: '目录服务返回错误：{reason}',
    en_US: 'The directory answered with an error: {reason}',
  },
  'adDomain.unreachable': {
    zh_CN: '无法连接目录服务器 {server}：{reason}',
    en_US: 'The directory server {server} could not be reached: {reason}',
  },
  'adDomain.targetMissing': {
    zh_CN: '域中不存在目标地址 {dn}',
    en_US: 'The target address {dn} does not exist in the directory',
  },
  'adDomain.notConfigured': {
    zh_CN: '尚未配置 AD 域，请先保存地址和账号',
    en_US: 'No AD domain is configured; save its address and account first',
  },
  'adDomain.syncRunning': {
    zh_CN: '已有同步正在进行，请等待其完成',
    en_US: 'A sync is already running; wait for it to finish',
  },
  'adDomain.passwordInDirectory': {
    zh_CN: '该账号的密码由 AD 域管理，请在域中修改',
    en_US: "This account's password is kept by the AD domain; change it there",
  },
  'adDomain.skipNoAccount': {
    zh_CN: '条目没有 uid 或 sAMAccountName',
    en_US: 'The entry has no uid or sAMAccountName',
  },
  'adDomain.skipAccountInvalid': {
    zh_CN: '账号 {account} 不符合账号规则（字母开头，3-50 位）',
    en_US: 'The account {account} does not meet the account rule (starts with a letter, 3 to 50 characters)',
  },
  'adDomain.skipAccountTaken': {
    zh_CN: '账号 {account} 已被本地用户使用',
    en_US: 'The account {account} belongs to a local user',
  },
  'login.directoryUnavailable': {
    zh_CN: '目录服务暂时无法验证密码，请稍后再试或联系管理员',
    en_US: 'The directory cannot check the password right now; try again later or contact the administrator',
  },
  'recordStrategy.portRequired': {
    zh_CN: '请输入 0 到 65535 之间的端口',
    en_US: 'Enter a port from 0 to 65535',
  },
  'recordStrategy.portsDistinct': {
    zh_CN: '传输、控制和日志端口不能相同',
    en_US: 'The transfer, control and log ports must differ',
  },
  'dataCleaning.retentionInvalid': {
    zh_CN: '请选择保留期限：永久、30 天、90 天或 365 天',
    en_US: 'Choose a retention: permanent, 30, 90 or 365 days',
  },
  'dataCleaning.kindUnknown': {
    zh_CN: '没有这类数据',
    en_US: 'There is no such kind of data',
  },
  'dataCleaning.permanent': {
    zh_CN: '{kind}为永久保留，没有可清理的数据；请先设置保留期限并保存',
    en_US: '{kind} are kept permanently, so nothing is past retention; set and save a retention first',
  },
  'dataCleaning.running': {
    zh_CN: '正在清理{kind}，请等待其完成',
    en_US: 'A cleaning of {kind} is running; wait for it to finish',
  },
  'mail.notConfigured': {
    zh_CN: '尚未配置邮件服务器',
    en_US: 'No mail server is configured',
  },
  'mail.sendFailed': {
    zh_CN: '邮件发送失败：{reason}',
    en_US: 'The mail could not be sent: {reason}',
  },
  'mail.testNeedsPassword': {
    zh_CN: '测试未保存的设置时请填写其密码；密码留空时只能用已保存的设置测试',
    en_US:
      'Enter the password to test settings that are not saved; with the password left empty only the saved settings can be tested',
  },
  'mail.testSubject': {
    zh_CN: 'RPA 控制台测试邮件',
    en_US: 'RPA console test mail',
  },
  'mail.testBody': {
    zh_CN: '收到这封邮件说明邮件服务器设置正确。',
    en_US: 'This mail shows that the mail server settings work.',
  },
  'alert.passwordChanged': {
    zh_CN: '您的密码已修改',
    en_US: 'Your password was changed',
  },
  'alert.passwordChangedContent': {
    zh_CN: '您的登录密码已在 {ip} 修改。如非本人操作，请立即联系管理员。',
    en_US:
      'Your sign-in password was changed from {ip}. If this was not you, contact your administrator at once.',
  },
  'alert.accountLocked': {
    zh_CN: '您的账号已被临时锁定',
    en_US: 'Your account was locked',
  },
  'alert.accountLockedContent': {
    zh_CN: '连续 {count} 次登录失败（最近一次来自 {ip}），账号锁定 {minutes} 分钟。',
    en_US: '{count} failed sign-ins in a row (the last from {ip}) locked the account for {minutes} minutes.',
  },
  'alert.newIp': {
    zh_CN: '检测到新的登录地址',
    en_US: 'Sign-in from a new address',
  },
  'alert.newIpContent': {
    zh_CN: '您的账号从新的地址 {ip} 登录。如非本人操作，请立即修改密码。',
    en_US:
      'Your account signed in from a new address, {ip}. If this was not you, change your password at once.',
  },
  'alert.welcome': {
    zh_CN:
      '欢迎使用 RPA 管理控制台：演示环境已备好流程、许可和最近三周的运行记录，可以从流程列表直接运行发票核验',
    en_US:
      'Welcome to the RPA console: the demo comes with processes, licences and three weeks of run history; run the invoice check from the process list',
  },
  'alert.welcomeContent': {
    zh_CN: '这是演示环境，所有演示账号的密码均为 {password}。',
    en_US: 'This is a demo installation; every demo account has the password {password}.',
  },
  'alert.versionSubmitted': {
    zh_CN: '流程“{process}”的版本 {version} 已提交，等待您审核',
    en_US: 'Version {version} of "{process}" awaits your audit',
  },
  'alert.versionSubmittedContent': {
    zh_CN: '开发者 {actor} 提交了该版本，请通过、驳回或退回。',
    en_US: 'Submitted by the developer {actor}: approve, reject or return it.',
  },
  'alert.versionWithdrawn': {
    zh_CN: '流程“{process}”的版本 {version} 已被开发者撤回',
    en_US: 'Version {version} of "{process}" was withdrawn by its developer',
  },
  'alert.versionWithdrawnContent': {
    zh_CN: '开发者 {actor} 撤回了提交，无需再审核。',
    en_US: 'The developer {actor} withdrew it; there is nothing to audit.',
  },
  'alert.versionApproved': {
    zh_CN: '流程“{process}”的版本 {version} 已审核通过并发布',
    en_US: 'Version {version} of "{process}" was approved and published',
  },
  'alert.versionApprovedContent': {
    zh_CN: '流程拥有者 {actor} 通过了审核。',
    en_US: 'Approved by the process owner {actor}.',
  },
  'alert.versionRejected': {
    zh_CN: '流程“{process}”的版本 {version} 被驳回',
    en_US: 'Version {version} of "{process}" was rejected',
  },
  'alert.versionReturned': {
    zh_CN: '流程“{process}”的版本 {version} 被退回',
    en_US: 'Version {version} of "{process}" was returned',
  },
  'alert.versionAnsweredContent': {
    zh_CN: '流程拥有者 {actor} 给出的原因：{reason}',
    en_US: 'Reason given by the process owner {actor}: {reason}',
  },
  'alert.runFailed': {
    zh_CN: '您运行的流程“{process}”（任务 {task}）运行失败',
    en_US: 'Your run of "{process}" (task {task}) failed',
  },
  'alert.runPendout': {
    zh_CN: '您运行的流程“{process}”（任务 {task}）等待机器人超时',
    en_US: 'Your run of "{process}" (task {task}) waited too long for a robot',
  },
  'alert.runRunout': {
    zh_CN: '您运行的流程“{process}”（任务 {task}）运行超时',
    en_US: 'Your run of "{process}" (task {task}) ran past its run timeout',
  },
  'users.accountInvalid': {
    zh_CN: '账号须以字母开头，只能包含字母、数字和 @ _ - .，长度 3-50 位',
    en_US:
      'The account must start with a letter and use only letters, digits and @ _ - . (3 to 50 characters)',
  },
  'users.accountTaken': {
    zh_CN: '账号 {account} 已存在',
    en_US: 'The account {account} already exists',
  },
  'users.realNameLength': {
    zh_CN: '真实姓名长度应为 2-30 个字符',
    en_US: 'The real name must be 2 to 30 characters long',
  },
  'users.descriptionLength': {
    zh_CN: '描述最多 126 个字符',
    en_US: 'The description can have at most 126 characters',
  },
  'users.roleRequired': {
    zh_CN: '请选择角色',
    en_US: 'Choose a role',
  },
  'users.departmentRequired': {
    zh_CN: '请选择部门',
    en_US: 'Choose a department',
  },
  'users.roleUnknown': {
    zh_CN: '角色不存在：{name}',
    en_US: 'No such role: {name}',
  },
  'users.oneRolePerIdentity': {
    zh_CN: '每种身份只能选择一个角色',
    en_US: 'Choose at most one role per identity',
  },
  'users.departmentOutOfScope': {
    zh_CN: '部门不存在或不在您的管理范围内',
    en_US: 'The department does not exist or is not one you manage',
  },
  'users.notFound': {
    zh_CN: '用户不存在或不在您的管理范围内',
    en_US: 'The user does not exist or is not one you manage',
  },
  'users.notSelf': {
    zh_CN: '不能对自己执行此操作',
    en_US: 'You cannot do this to your own account',
  },
  'users.passwordPolicyUnsatisfiable': {
    zh_CN: '无法生成符合密码规则的密码，请检查安全设置中的密码规则',
    en_US: 'No password can meet the password rule; check the rule under security settings',
  },
  'password.confirmMismatch': {
    zh_CN: '两次输入的密码不一致',
    en_US: 'The two passwords do not match',
  },
  'export.formatRequired': {
    zh_CN: '请选择导出格式（xlsx 或 csv）',
    en_US: 'Choose an export format (xlsx or csv)',
  },
  'import.badFile': {
    zh_CN: '请上传由模板填写的 xlsx 文件',
    en_US: 'Upload an xlsx file filled in from the template',
  },
  'import.empty': {
    zh_CN: '文件中没有数据行',
    en_US: 'The file has no data rows',
  },
  'import.tooMany': {
    zh_CN: '一次最多导入 {max} 行',
    en_US: 'At most {max} rows can be imported at once',
  },
  'import.passwordRequired': {
    zh_CN: '请填写初始密码',
    en_US: 'Enter an initial password',
  },
  'import.duplicateInFile': {
    zh_CN: '与第 {row} 行重复',
    en_US: 'Repeats row {row}',
  },
  'roles.nameRequired': {
    zh_CN: '请输入角色名称',
    en_US: 'Enter the role name',
  },
  'roles.nameLength': {
    zh_CN: '角色名称长度应为 2-30 个字符',
    en_US: 'The role name must be 2 to 30 characters long',
  },
  'roles.nameTaken': {
    zh_CN: '角色名称 {name} 已存在',
    en_US: 'A role named {name} already exists',
  },
  'roles.landingRequired': {
    zh_CN: '请选择默认登录系统（该身份下的页面）',
    en_US: 'Choose the default landing page (a page of this identity)',
  },
  'roles.landingNotGranted': {
    zh_CN: '默认登录页面必须在已勾选的菜单权限中',
    en_US: 'The default landing page must be among the checked menus',
  },
  'roles.notFound': {
    zh_CN: '角色不存在',
    en_US: 'The role does not exist',
  },
  'roles.inUse': {
    zh_CN: '角色 {name} 正被 {count} 个用户使用，请先为这些用户更换角色',
    en_US: 'The role {name} is held by {count} users; give them another role first',
  },
  'departments.nameLength': {
    zh_CN: '部门名称长度应为 2-30 个字符',
    en_US: 'The department name must be 2 to 30 characters long',
  },
  'departments.nameRequired': {
    zh_CN: '请输入部门名称',
    en_US: 'Enter the department name',
  },
  'departments.codeRequired': {
    zh_CN: '请输入部门编码',
    en_US: 'Enter the department code',
  },
  'departments.codeInvalid': {
    zh_CN: '部门编码应为 2-5 位数字',
    en_US: 'The department code must be 2 to 5 digits',
  },
  'departments.codeTaken': {
    zh_CN: '部门编码 {code} 已存在',
    en_US: 'The department code {code} already exists',
  },
  'departments.parentRequired': {
    zh_CN: '请选择您管理范围内的上级部门',
    en_US: 'Choose a parent department you manage',
  },
  'departments.notFound': {
    zh_CN: '部门不存在或不在您的管理范围内',
    en_US: 'The department does not exist or is not one you manage',
  },
  'departments.moveIntoItself': {
    zh_CN: '不能把部门移动到它自己或它的下级部门下',
    en_US: 'A department cannot move under itself or one of its sub-departments',
  },
  'departments.rootFixed': {
    zh_CN: '顶级部门不能移动',
    en_US: 'The top department cannot move',
  },
  'departments.notEmpty': {
    zh_CN:
      '部门下还有 {children} 个下级部门、{users} 个用户、{processes} 个流程和 {robots} 个机器人，不能删除',
    en_US:
      'The department still has {children} sub-departments, {users} users, {processes} processes and {robots} robots; it cannot be deleted',
  },
  'messages.notYours': {
    zh_CN: '只能操作自己的消息',
    en_US: 'You can only act on your own messages',
  },
  'security.patternInvalid': {
    zh_CN: '密码规则不是有效的正则表达式',
    en_US: 'The password pattern is not a valid regular expression',
  },
  'security.patternUnsafe': {
    zh_CN: '密码规则含有嵌套的重复（如 (a+)+），匹配时可能耗时极长，请改写',
    en_US:
      'The password pattern nests repetitions (such as (a+)+) and could take very long to match; rewrite it',
  },
  'security.patternDescRequired': {
    zh_CN: '设置密码规则时必须填写中英文规则说明',
    en_US: 'A password pattern needs its description in both languages',
  },
  'security.lengthRange': {
    zh_CN: '最小长度不能大于最大长度',
    en_US: 'The minimum length cannot exceed the maximum length',
  },
  'licences.fileUnreadable': {
    zh_CN: '无法读取许可文件：请上传供应商签发的许可文件（JSON 格式），状态：无效',
    en_US:
      'The licence file cannot be read: upload the licence file (JSON) issued by the vendor; status: invalid',
  },
  'licences.formatInvalid': {
    zh_CN: '许可文件格式错误（{detail}），状态：无效',
    en_US: 'The licence file is malformed ({detail}); status: invalid',
  },
  'licences.signatureInvalid': {
    zh_CN: '许可签名校验失败：文件已被修改或不是受信任的供应商签发，状态：无效',
    en_US:
      'The licence signature does not verify: the file was altered or not issued by a trusted vendor; status: invalid',
  },
  'licences.machineCodeError': {
    zh_CN: '许可绑定的机器码与本系统不符（本系统机器码为 {machineCode}），状态：机器码错误',
    en_US:
      'The licence is bound to another installation (this one has machine code {machineCode}); status: machine code error',
  },
  'licences.expired': {
    zh_CN: '许可已于 {dueAt} 到期，状态：已过期',
    en_US: 'The licence expired at {dueAt}; status: expired',
  },
  'licences.notEffective': {
    zh_CN: '许可将于 {effectiveAt} 生效，状态：未生效',
    en_US: 'The licence takes effect at {effectiveAt}; status: not yet effective',
  },
  'licences.imported': {
    zh_CN: '许可已导入，请重新登录或刷新菜单后生效',
    en_US: 'Licence imported; sign in again or refresh the menu for it to apply',
  },
  'licences.notFound': {
    zh_CN: '许可不存在',
    en_US: 'No such licence',
  },
  'licences.categoryMismatch': {
    zh_CN: '新许可的类别（{to}）与被替换许可的类别（{from}）不同',
    en_US: 'The new licence is for {to}, but the licence it replaces is for {from}',
  },
  'licences.usedUp': {
    zh_CN: '{category}许可已用完或已过期，没有可用的许可',
    en_US: 'The {category} licences are used up or expired; none is available',
  },
  'licences.noneAvailableQuit': {
    zh_CN: '没有可用的{category}许可，即将退出',
    en_US: 'No {category} licence is available; the client will quit',
  },
  'licences.noPlatformLicence': {
    zh_CN: '平台没有可用的服务器许可，请联系管理员导入许可',
    en_US: 'The platform has no server licence; ask the administrator to import one',
  },
  'licences.transferNoneAvailable': {
    zh_CN: '转移许可：没有可用的许可，部分授权未能转移',
    en_US: 'Transferring the licence: none is available, some seats were not moved',
  },
  'licences.custNameLength': {
    zh_CN: '客户名称长度应为 1-100 个字符',
    en_US: 'The customer name must be 1 to 100 characters',
  },
  'licences.notYourAccount': {
    zh_CN: '请输入当前登录的账号',
    en_US: 'Enter the account you are signed in with',
  },
  'licences.passwordWrong': {
    zh_CN: '登录密码不正确',
    en_US: 'The sign-in password is wrong',
  },
  'licences.confirmRequired': {
    zh_CN: '删除许可前请先输入登录密码确认（确认仅可使用一次，2 分钟内有效）',
    en_US:
      'Confirm with your sign-in password before deleting a licence (a confirmation works once, within 2 minutes)',
  },
  'alert.licenceExpiring': {
    zh_CN: '许可 {licSn}（{category}）将在 {days} 天后到期',
    en_US: 'Licence {licSn} ({category}) expires in {days} days',
  },
  'alert.licenceExpiringContent': {
    zh_CN: '请联系供应商续期，并在许可管理中导入新的许可文件。',
    en_US: 'Ask the vendor for a renewal and import the new file under Licences.',
  },
  'alert.licenceExpired': {
    zh_CN: '许可 {licSn}（{category}）已过期',
    en_US: 'Licence {licSn} ({category}) has expired',
  },
  'alert.licenceExpiredContent': {
    zh_CN: '占用该许可的机器人和用户需要转移到其他有效许可。',
    en_US: 'The robots and users holding it need another valid licence.',
  },
  'alert.licenceUsedUp': {
    zh_CN: '许可 {licSn}（{category}）的 {number} 个授权已全部占用',
    en_US: 'All {number} seats of licence {licSn} ({category}) are in use',
  },
  'alert.licenceUsedUpContent': {
    zh_CN: '新的机器人将无法获得授权，请申请更多授权。',
    en_US: 'New robots cannot get a seat; apply for more seats.',
  },
  'processes.nameLength': {
    zh_CN: '流程名称长度应为 1-30 个字符',
    en_US: 'The process name must be 1 to 30 characters',
  },
  'processes.nameTaken': {
    zh_CN: '流程名称已存在，请重新填写',
    en_US: 'The process name already exists, please fill in again',
  },
  'processes.keywordsLength': {
    zh_CN: '关键字最多 254 个字符（多个关键字用逗号分隔）',
    en_US: 'Keywords can be at most 254 characters (separate them with commas)',
  },
  'processes.introductionLength': {
    zh_CN: '流程简介最多 254 个字符',
    en_US: 'The introduction can be at most 254 characters',
  },
  'processes.descriptionLength': {
    zh_CN: '流程描述最多 126 个字符',
    en_US: 'The description can be at most 126 characters',
  },
  'processes.helpLength': {
    zh_CN: '帮助说明最多 2000 个字符',
    en_US: 'The help text can be at most 2000 characters',
  },
  'tasks.alertFailed': {
    zh_CN: '调度“{schedule}”的任务 {task} 运行失败',
    en_US: 'Task {task} of schedule "{schedule}" failed',
  },
  'tasks.alertPendout': {
    zh_CN: '调度“{schedule}”的任务 {task} 等待超时',
    en_US: 'Task {task} of schedule "{schedule}" waited too long for a robot',
  },
  'tasks.alertRunout': {
    zh_CN: '调度“{schedule}”的任务 {task} 运行超时',
    en_US: 'Task {task} of schedule "{schedule}" ran past its run timeout',
  },
  'tasks.alertContent': {
    zh_CN: '流程：{process}；任务：{task}；原因：{error}',
    en_US: 'Process: {process}; task: {task}; reason: {error}',
  },
  'schedules.notFound': {
    zh_CN: '调度不存在',
    en_US: 'No such schedule',
  },
  'schedules.nameRequired': {
    zh_CN: '请填写调度名称',
    en_US: 'Enter the schedule name',
  },
  'schedules.nameLength': {
    zh_CN: '调度名称不能超过 60 个字符',
    en_US: 'The schedule name cannot exceed 60 characters',
  },
  'schedules.infoLength': {
    zh_CN: '调度说明不能超过 254 个字符',
    en_US: 'The schedule description cannot exceed 254 characters',
  },
  'schedules.timeInvalid': {
    zh_CN: '请填写有效的时间',
    en_US: 'Enter a valid time',
  },
  'schedules.weekdaysRequired': {
    zh_CN: '请至少选择一天',
    en_US: 'Choose at least one day of the week',
  },
  'schedules.monthDaysRequired': {
    zh_CN: '请选择每月的日期、最后一天或第几个星期几',
    en_US: 'Choose days of the month, its last day, or the nth weekday',
  },
  'schedules.cronFieldCount': {
    zh_CN: '高级表达式无效：应有 6 或 7 个字段：秒 分 时 日 月 星期 [年]',
    en_US:
      'The advanced expression is not valid: it has 6 or 7 fields: seconds minutes hours day-of-month month day-of-week [year]',
  },
  'schedules.cronSecond': {
    zh_CN: '高级表达式无效：秒字段“{value}”有误（0-59，可用 , - * /）',
    en_US: 'The advanced expression is not valid: the seconds field "{value}" is wrong (0-59; , - * /)',
  },
  'schedules.cronMinute': {
    zh_CN: '高级表达式无效：分字段“{value}”有误（0-59，可用 , - * /）',
    en_US: 'The advanced expression is not valid: the minutes field "{value}" is wrong (0-59; , - * /)',
  },
  'schedules.cronHour': {
    zh_CN: '高级表达式无效：时字段“{value}”有误（0-23，可用 , - * /）',
    en_US: 'The advanced expression is not valid: the hours field "{value}" is wrong (0-23; , - * /)',
  },
  'schedules.cronDayOfMonth': {
    zh_CN: '高级表达式无效：日字段“{value}”有误（1-31，可用 , - * ? / L W）',
    en_US:
      'The advanced expression is not valid: the day-of-month field "{value}" is wrong (1-31; , - * ? / L W)',
  },
  'schedules.cronMonth': {
    zh_CN: '高级表达式无效：月字段“{value}”有误（1-12 或 JAN-DEC，可用 , - * /）',
    en_US:
      'The advanced expression is not valid: the month field "{value}" is wrong (1-12 or JAN-DEC; , - * /)',
  },
  'schedules.cronDayOfWeek': {
    zh_CN: '高级表达式无效：星期字段“{value}”有误（1-7，1 为星期日，或 SUN-SAT，可用 , - * ? / L #）',
    en_US:
      'The advanced expression is not valid: the day-of-week field "{value}" is wrong (1-7 from Sunday or SUN-SAT; , - * ? / L #)',
  },
  'schedules.cronYear': {
    zh_CN: '高级表达式无效：年字段“{value}”有误（可省略，可用 , - * /）',
    en_US: 'The advanced expression is not valid: the year field "{value}" is wrong (optional; , - * /)',
  },
  'schedules.cronDays': {
    zh_CN: '高级表达式无效：日和星期两个字段中必须恰好有一个为 ?（“{value}”）',
    en_US:
      'The advanced expression is not valid: exactly one of day-of-month and day-of-week must be ? ("{value}")',
  },
  'schedules.neverFires': {
    zh_CN: '按此设置调度永远不会执行，请检查时间、日历和起止时间',
    en_US: 'With these settings the schedule never fires; check the time, calendar, start and stop',
  },
  'schedules.taskCountRange': {
    zh_CN: '每次生成的任务数为 1-100',
    en_US: 'Tasks per run are 1 to 100',
  },
  'schedules.retriesRange': {
    zh_CN: '失败重试次数为 0-100（0 表示不重试）',
    en_US: 'Failed retries are 0 to 100 (0: none)',
  },
  'schedules.startAfterStop': {
    zh_CN: '开始时间不能晚于结束时间',
    en_US: 'The start time cannot be after the stop time',
  },
  'schedules.duplicateUser': {
    zh_CN: '同一个用户不能重复选择',
    en_US: 'The same user cannot be chosen twice',
  },
  'schedules.duplicateDepartment': {
    zh_CN: '同一个部门不能重复选择',
    en_US: 'The same department cannot be chosen twice',
  },
  'schedules.receiverUserMissing': {
    zh_CN: '所选接收人不存在或不在您的管理范围内：{ids}',
    en_US: 'The chosen receiver does not exist or is not one you manage: {ids}',
  },
  'schedules.receiverDepartmentMissing': {
    zh_CN: '所选接收部门不存在或不在您的管理范围内：{ids}',
    en_US: 'The chosen receiving department does not exist or is not one you manage: {ids}',
  },
  'schedules.duplicateRobot': {
    zh_CN: '同一个机器人不能重复选择',
    en_US: 'The same robot cannot be chosen twice',
  },
  'schedules.versionNotReleased': {
    zh_CN: '所选版本不是该流程已发布的版本',
    en_US: 'The chosen version is not a published version of this process',
  },
  'schedules.parametersMissing': {
    zh_CN: '开发者未设置运行参数：{names} 必填且没有默认值',
    en_US: 'The developer has not set running parameters: {names} are required and have no default',
  },
  'schedules.onceOnly': {
    zh_CN: '这里只能创建一次性调度',
    en_US: 'Only one-time schedules can be made here',
  },
  'schedules.queueSpaceRequired': {
    zh_CN: '请选择任务数据空间',
    en_US: 'Choose a task data space',
  },
  'schedules.queueSpaceDepartment': {
    zh_CN: '任务数据空间必须属于流程所在的部门',
    en_US: "The task data space must belong to the process's department",
  },
  'schedules.queueSpaceGone': {
    zh_CN: '它等待的任务数据空间已被删除',
    en_US: 'the task data space it waits on was deleted',
  },
  'schedules.calendarMissing': {
    zh_CN: '所选日历不存在',
    en_US: 'The chosen calendar does not exist',
  },
  'dashboards.rangeRequired': {
    zh_CN: '请选择时间范围',
    en_US: 'Choose a time range',
  },
  'dashboards.rangeOrder': {
    zh_CN: '开始时间不能晚于结束时间',
    en_US: 'The start cannot be after the end',
  },
  'calendars.nameLength': {
    zh_CN: '日历名称为 2-20 个字符',
    en_US: 'The calendar name is 2 to 20 characters',
  },
  'calendars.nameTaken': {
    zh_CN: '日历名称已存在',
    en_US: 'A calendar with this name already exists',
  },
  'calendars.dayInvalid': {
    zh_CN: '请填写有效的日期（年-月-日）',
    en_US: 'Enter a valid date (year-month-day)',
  },
  'calendars.dayTwice': {
    zh_CN: '同一天不能设置两次',
    en_US: 'The same day cannot be set twice',
  },
  'calendars.tooManyDays': {
    zh_CN: '一个日历最多设置 1000 天',
    en_US: 'A calendar holds at most 1000 days',
  },
  'calendars.notFound': {
    zh_CN: '日历不存在',
    en_US: 'No such calendar',
  },
  'calendars.inUse': {
    zh_CN: '日历正被 {count} 个调度使用，不能删除',
    en_US: 'The calendar is used by {count} schedules and cannot be deleted',
  },
  'schedules.notRunnable': {
    zh_CN: '调度“{schedule}”未能运行：{reason}',
    en_US: 'Schedule "{schedule}" could not run: {reason}',
  },
  'tasks.recordingNotVideo': {
    zh_CN: '录屏必须是 WebM 或 MP4 视频',
    en_US: 'A recording must be a WebM or MP4 video',
  },
  'shares.unavailable': {
    zh_CN: '分享不存在或已过期',
    en_US: 'This share does not exist or has expired',
  },
  'shares.wrongCode': {
    zh_CN: '请输入正确的提取码',
    en_US: 'Please enter the correct extraction code',
  },
  'shares.tooMany': {
    zh_CN: '提取码错误次数过多，请 {minutes} 分钟后再试',
    en_US: 'Too many wrong extraction codes; try again in {minutes} minutes',
  },
  'shares.notFinished': {
    zh_CN: '只能分享已结束的运行记录',
    en_US: 'Only a finished run can be shared',
  },
  'tasks.notFound': {
    zh_CN: '任务不存在',
    en_US: 'No such task',
  },
  'tasks.factoryForbidden': {
    zh_CN: '您没有在机器人工厂运行流程的权限，请联系管理员',
    en_US: 'You may not run processes in the robot factory; contact the administrator',
  },
  'tasks.factoryNoIdleRobot': {
    zh_CN: '机器人工厂中没有空闲的机器人，请稍后再试',
    en_US: 'No idle robot in the factory; try again later',
  },
  'tasks.notPublished': {
    zh_CN: '流程还没有已发布的版本，不能运行',
    en_US: 'The process has no published version to run',
  },
  'tasks.versionInactive': {
    zh_CN: '所选版本已删除，不能运行',
    en_US: 'The chosen version was deleted and cannot run',
  },
  'tasks.robotMissing': {
    zh_CN: '所选机器人不存在：{ids}',
    en_US: 'The selected robot does not exist: {ids}',
  },
  'tasks.noRobotsWarning': {
    zh_CN:
      '部门“{department}”下没有能运行该流程的机器人（已绑定、有许可证的后台或前台机器人），运行会一直等待。请管理员在该部门绑定机器人，或把流程移到有机器人的部门',
    en_US:
      'No robot of department "{department}" can run this process (a bound background or foreground robot with a licence), so its runs will wait. Ask a manager to bind a robot there, or move the process to a department that has one',
  },
  'tasks.sceneChanged': {
    zh_CN: '场景机器人关联的流程已变更：{robots} 不再运行该流程',
    en_US: "The scene robot's related processes changed: {robots} no longer runs this process",
  },
  'tasks.robotDuplicate': {
    zh_CN: '同一个机器人不能重复选择',
    en_US: 'The same robot cannot be chosen twice',
  },
  'tasks.cannotCancel': {
    zh_CN: '只有等待中的任务可以取消（当前：{state}）',
    en_US: 'Only a pending task can be cancelled (now: {state})',
  },
  'tasks.cannotStop': {
    zh_CN: '只有运行中的任务可以停止（当前：{state}）',
    en_US: 'Only a running task can be stopped (now: {state})',
  },
  'tasks.fileNotFound': {
    zh_CN: '文件不存在',
    en_US: 'No such file',
  },
  'tasks.notYours': {
    zh_CN: '只能上传自己正在运行的任务的文件',
    en_US: 'A robot can only upload files of the tasks it runs',
  },
  'processes.notFound': {
    zh_CN: '流程不存在',
    en_US: 'No such process',
  },
  'processes.notYours': {
    zh_CN: '只有该流程的开发者可以修改它',
    en_US: 'Only the developer of this process can change it',
  },
  'processes.notOwner': {
    zh_CN: '只有该流程的拥有者可以分配使用者',
    en_US: 'Only the owner of this process can assign its users',
  },
  'processes.deletePending': {
    zh_CN: '该流程有待发布的版本，不能删除，请开发者先撤回',
    en_US:
      'The process has a version awaiting publishing and cannot be deleted; the developer must withdraw it first',
  },
  'processes.ownerFixed': {
    zh_CN: '该流程的拥有者已确定为 {owner}，不能更改',
    en_US: 'The owner of this process is {owner} and cannot be changed',
  },
  'processes.ownerInvalid': {
    zh_CN: '请选择具有流程拥有者身份的有效用户',
    en_US: 'Choose an active user who holds the owner identity',
  },
  'processes.assigneeInvalid': {
    zh_CN: '只能分配本部门范围内具有使用者身份的用户（{user}）',
    en_US: 'Only users of your departments who hold the user identity can be assigned ({user})',
  },
  'processes.departmentOutOfScope': {
    zh_CN: '只能选择您管理的部门',
    en_US: 'Choose one of the departments you manage',
  },
  'processes.parameterNameInvalid': {
    zh_CN: '参数名以字母或下划线开头，只能包含字母、数字和下划线，最多 64 个字符',
    en_US:
      'A parameter name starts with a letter or underscore and uses letters, digits and underscores (at most 64)',
  },
  'processes.parameterDuplicate': {
    zh_CN: '参数名 {name} 重复（不区分大小写）',
    en_US: 'The parameter name {name} is used twice (case does not count)',
  },
  'processes.flowNodeDuplicate': {
    zh_CN: '流程图节点 {node} 重复',
    en_US: 'The flow node {node} is defined twice',
  },
  'processes.flowEdgeUnknownNode': {
    zh_CN: '流程图的连线指向不存在的节点 {node}',
    en_US: 'A flow edge points at the unknown node {node}',
  },
  'processes.needUnknown': {
    zh_CN: '未知的需求 {need}；流程只能声明以下需求：{known}',
    en_US: 'Unknown need {need}; a process may declare only: {known}',
  },
  'processes.parameterRequired': {
    zh_CN: '参数 {name} 必填',
    en_US: 'Parameter {name} is required',
  },
  'processes.parameterFileName': {
    zh_CN: '参数 {name} 的文件名不能包含特殊字符（/ \\ : * ? " < > |）或空格',
    en_US:
      'The file name of parameter {name} cannot contain special characters (/ \\ : * ? " < > |) or spaces',
  },
  'processes.parameterNumber': {
    zh_CN: '参数 {name} 应为数字',
    en_US: 'Parameter {name} must be a number',
  },
  'processes.parameterBoolean': {
    zh_CN: '参数 {name} 应为 true 或 false',
    en_US: 'Parameter {name} must be true or false',
  },
  'processes.parameterDate': {
    zh_CN: '参数 {name} 应为有效日期（如 2026-01-31）',
    en_US: 'Parameter {name} must be a valid date (such as 2026-01-31)',
  },
  'processes.iconMissing': {
    zh_CN: '请选择图标文件',
    en_US: 'Choose an icon file',
  },
  'processes.iconFormat': {
    zh_CN: '图标只能是 JPEG 或 PNG 图片',
    en_US: 'The icon must be a JPEG or PNG image',
  },
  'processes.iconTooLarge': {
    zh_CN: '图标不能超过 {max} MB',
    en_US: 'The icon cannot exceed {max} MB',
  },
  'processes.iconDimensions': {
    zh_CN: '图标尺寸应大于 100x100 且小于 512x512 像素（当前为 {width}x{height}）',
    en_US:
      'The icon must be larger than 100x100 and smaller than 512x512 pixels (this one is {width}x{height})',
  },
  'processes.noIcon': {
    zh_CN: '该流程没有图标',
    en_US: 'This process has no icon',
  },
  'packages.noFile': {
    zh_CN: '请选择流程包文件（.zip）',
    en_US: 'Choose a process package file (.zip)',
  },
  'packages.notZip': {
    zh_CN: '流程包不是有效的 zip 文件',
    en_US: 'The process package is not a valid zip file',
  },
  'packages.tooLarge': {
    zh_CN: '流程包不能超过 {max} MB',
    en_US: 'The process package cannot exceed {max} MB',
  },
  'packages.unpackedTooLarge': {
    zh_CN: '流程包解压后不能超过 {max} MB',
    en_US: 'The process package cannot unpack to more than {max} MB',
  },
  'packages.tooManyEntries': {
    zh_CN: '流程包最多包含 {max} 个文件',
    en_US: 'The process package can hold at most {max} files',
  },
  'packages.corrupt': {
    zh_CN: '流程包中的文件 {name} 已损坏，无法读取',
    en_US: 'The file {name} in the process package is damaged and cannot be read',
  },
  'packages.badEntryName': {
    zh_CN: '流程包中的文件名“{name}”无效：不能包含 \\ : * ? " < > |，不能是绝对路径，也不能包含 ..',
    en_US:
      'The file name "{name}" in the process package is not allowed: no \\ : * ? " < > |, no absolute path, no ..',
  },
  'packages.duplicateEntry': {
    zh_CN: '流程包中的文件“{name}”出现了不止一次（文件名不区分大小写）',
    en_US:
      'The file "{name}" appears more than once in the process package (names are compared ignoring case)',
  },
  'packages.symlinkEntry': {
    zh_CN: '流程包中的“{name}”是符号链接，流程包不能包含符号链接',
    en_US: '"{name}" in the process package is a symbolic link; packages cannot contain links',
  },
  'packages.noManifest': {
    zh_CN: '流程包根目录下缺少 manifest.json',
    en_US: 'The process package has no manifest.json at its root',
  },
  'packages.manifestJson': {
    zh_CN: 'manifest.json 不是有效的 JSON：{detail}',
    en_US: 'manifest.json is not valid JSON: {detail}',
  },
  'packages.manifestInvalid': {
    zh_CN: 'manifest.json 字段有误：{detail}',
    en_US: 'manifest.json has invalid fields: {detail}',
  },
  'packages.entryMissing': {
    zh_CN: '流程包中找不到入口文件 {entry}',
    en_US: 'The entry file {entry} is not in the process package',
  },
  'packages.iconMissing': {
    zh_CN: '流程包中找不到图标文件 {icon}',
    en_US: 'The icon file {icon} is not in the process package',
  },
  'packages.iconInvalid': {
    zh_CN: '流程包中的图标 {icon} 不可用：{detail}',
    en_US: 'The icon {icon} in the process package cannot be used: {detail}',
  },
  'packages.fileMissing': {
    zh_CN: '流程包文件已丢失，请联系管理员',
    en_US: 'The package file is missing from storage; contact the administrator',
  },
  'versions.numberInvalid': {
    zh_CN: '版本号以字母或数字开头，只能包含字母、数字和 . _ -，最多 30 个字符',
    en_US: 'A version number starts with a letter or digit and uses letters, digits and . _ - (at most 30)',
  },
  'versions.numberTaken': {
    zh_CN: '流程 {name} 已有版本 {number}，请修改 manifest.json 中的版本号',
    en_US: 'The process {name} already has version {number}; change the version in manifest.json',
  },
  'versions.notFound': {
    zh_CN: '版本不存在',
    en_US: 'No such version',
  },
  'versions.publishNotEdit': {
    zh_CN: '只有编辑中的版本可以提交发布',
    en_US: 'Only a version being edited can be submitted for publishing',
  },
  'versions.notPending': {
    zh_CN: '该版本不在待发布状态，无法执行此操作',
    en_US: 'This version is not awaiting publishing, so this cannot be done',
  },
  'versions.deletePending': {
    zh_CN: '待发布的版本不能删除，请先撤回',
    en_US: 'A version awaiting publishing cannot be deleted; withdraw it first',
  },
  'versions.inactive': {
    zh_CN: '该版本已删除（失效）',
    en_US: 'This version has been deleted (inactive)',
  },
  'versions.notDeveloper': {
    zh_CN: '只有该流程的开发者可以执行此操作',
    en_US: 'Only the developer of this process can do this',
  },
  'versions.notOwner': {
    zh_CN: '只有该流程的拥有者可以审核此版本',
    en_US: 'Only the owner of this process can audit this version',
  },
  'versions.otherPending': {
    zh_CN: '该流程已有版本在待发布状态，请等待审核或先撤回',
    en_US: 'Another version of this process is awaiting publishing; wait for the audit or withdraw it',
  },
  'versions.reasonRequired': {
    zh_CN: '请填写原因',
    en_US: 'Enter a reason',
  },
  'versions.reasonLength': {
    zh_CN: '原因最多 254 个字符',
    en_US: 'The reason can be at most 254 characters',
  },
  'robots.notFound': {
    zh_CN: '机器人不存在',
    en_US: 'No such robot',
  },
  'robots.aliasLength': {
    zh_CN: '机器人别名最多 40 个字符',
    en_US: 'The robot alias can be at most 40 characters',
  },
  'robots.resolutionInvalid': {
    zh_CN: '分辨率格式应为 宽*高（如 1920*1080），宽 800-3840，高 600-2400',
    en_US: 'The resolution must be width*height (such as 1920*1080), width 800-3840 and height 600-2400',
  },
  'robots.clientPwdLength': {
    zh_CN: '客户端密码长度应为 6-64 个字符，首尾不能有空格',
    en_US: 'The client password must be 6 to 64 characters, without spaces at either end',
  },
  'robots.userBound': {
    zh_CN: '机器人 {robotsNo} 为用户绑定，使用所绑定用户的登录密码，不能单独设置客户端密码',
    en_US:
      "Robot {robotsNo} is bound to a user and signs in with that user's password; it has no client password of its own",
  },
  'robots.departmentNotFound': {
    zh_CN: '部门编码 {orgCode} 不存在',
    en_US: 'No department has the code {orgCode}',
  },
  'robots.departmentOutOfScope': {
    zh_CN: '只能选择您管理的部门',
    en_US: 'Choose one of the departments you manage',
  },
  'robots.categoryMismatch': {
    zh_CN: '许可 {licSn} 的类别（{licence}）与机器人 {robotsNo} 的类别（{robot}）不同',
    en_US: 'Licence {licSn} is for {licence}, but robot {robotsNo} is a {robot}',
  },
  'robots.notScene': {
    zh_CN: '只有场景机器人可以绑定流程',
    en_US: 'Only scene robots have processes bound to them',
  },
  'robots.processNotBindable': {
    zh_CN: '流程 {id} 不存在、未发布或不在您管理的部门中',
    en_US: 'Process {id} does not exist, is not published, or is outside the departments you manage',
  },
  'gateway.protocol': {
    zh_CN: '不支持协议版本 {got}，服务器使用版本 {want}，请升级机器人',
    en_US: 'Protocol version {got} is not supported; the server speaks version {want}. Upgrade the robot',
  },
  'gateway.password': {
    zh_CN: '机器人编号、账号或客户端密码错误',
    en_US: 'Wrong robot number, account or client password',
  },
  'gateway.bindingMismatch': {
    zh_CN: '机器人 {robotsNo} 注册为{bound}，不能以其他绑定方式连接',
    en_US: 'Robot {robotsNo} is registered with binding way {bound} and cannot connect with another',
  },
  'gateway.noDepartment': {
    zh_CN: '没有可注册机器人的部门，请联系管理员',
    en_US: 'There is no department to register robots into; contact the administrator',
  },
  'gateway.alreadyConnected': {
    zh_CN: '机器人 {robotsNo} 已在另一台机器（{host}）上连接',
    en_US: 'Robot {robotsNo} is already connected from another machine ({host})',
  },
  'gateway.badMessage': {
    zh_CN: '消息不符合协议：{detail}',
    en_US: 'The message does not follow the protocol: {detail}',
  },
  'gateway.helloTimeout': {
    zh_CN: '连接后 {seconds} 秒内未收到 hello',
    en_US: 'No hello within {seconds} s of connecting',
  },
  'gateway.unbound': {
    zh_CN: '机器人已被管理员解绑，请重新启动机器人以重新注册',
    en_US: 'A manager unbound this robot; start the robot again to register it',
  },
  'gateway.deleted': {
    zh_CN: '机器人已被管理员删除',
    en_US: 'A manager deleted this robot',
  },
  'gateway.replaced': {
    zh_CN: '该机器人建立了新的连接，本连接已关闭',
    en_US: 'The robot opened a new connection; this one is closed',
  },
  'gateway.missedHeartbeats': {
    zh_CN: '连续 {n} 次未收到心跳，连接已关闭',
    en_US: '{n} heartbeats in a row were missed; the connection is closed',
  },
  'gateway.helloFirst': {
    zh_CN: '请先发送 hello',
    en_US: 'Say hello first',
  },
  'gateway.tokenInvalid': {
    zh_CN: '机器人凭证无效，请重新连接服务器',
    en_US: 'The robot token is invalid; reconnect to the server',
  },
  'gateway.packageNotAllowed': {
    zh_CN: '该机器人不能下载此流程包',
    en_US: 'This robot may not download that package',
  },
  'gateway.machineKeyInvalid': {
    zh_CN: '机器密钥无效或已被吊销，请向部门管理员索取有效的机器密钥',
    en_US: 'The machine key is not valid or was revoked; ask a manager of the department for a valid one',
  },
  'gateway.pending': {
    zh_CN: '机器人 {robotsNo} 尚未注册，正在等待管理员审批；也可使用机器密钥注册',
    en_US:
      'Robot {robotsNo} is not registered and is waiting for a manager to approve it; a machine key registers it at once',
  },
  'gateway.pendingFull': {
    zh_CN: '待审批的机器人过多，请使用机器密钥注册或联系管理员',
    en_US: 'Too many robots are waiting for approval; register with a machine key or contact a manager',
  },
  'gateway.rejected': {
    zh_CN: '管理员拒绝了机器人 {robotsNo} 的注册',
    en_US: 'A manager rejected the registration of robot {robotsNo}',
  },
  'robots.requestNotFound': {
    zh_CN: '待审批的机器人不存在或不在您管理的部门中',
    en_US: 'The robot waiting for approval does not exist or is outside the departments you manage',
  },
  'applications.nameLength': {
    zh_CN: '应用名称长度为 2-50 个字符',
    en_US: 'The application name must be 2 to 50 characters',
  },
  'applications.nameCharacters': {
    zh_CN: '应用名称只能包含中文、字母、数字和 @ _ -',
    en_US: 'The application name may only use Chinese characters, letters, digits and @ _ -',
  },
  'applications.descriptionLength': {
    zh_CN: '描述最多 500 个字符',
    en_US: 'The description must be at most 500 characters',
  },
  'applications.rateLimitRange': {
    zh_CN: '每分钟调用上限为 1-100000 的整数',
    en_US: 'The calls a minute must be a whole number from 1 to 100000',
  },
  'applications.nameTaken': {
    zh_CN: '已有名为“{name}”的应用',
    en_US: 'An application named "{name}" already exists',
  },
  'applications.notFound': {
    zh_CN: '应用不存在或不在您管理的部门中',
    en_US: 'The application does not exist or is outside the departments you manage',
  },
  'applications.departmentOutOfScope': {
    zh_CN: '只能在您管理的部门中管理应用',
    en_US: 'You can only manage applications of departments you manage',
  },
  'webhooks.urlInvalid': {
    zh_CN: '请输入 http 或 https 地址（不含用户名和密码，最多 2048 个字符）',
    en_US: 'Enter an http or https URL (without user name or password, at most 2048 characters)',
  },
  'webhooks.eventsRequired': {
    zh_CN: '请至少选择一个事件',
    en_US: 'Choose at least one event',
  },
  'webhooks.notFound': {
    zh_CN: 'Webhook 不存在或不在您管理的部门中',
    en_US: 'The webhook does not exist or is outside the departments you manage',
  },
  'webhooks.tooMany': {
    zh_CN: '一个应用最多注册 {max} 个 Webhook',
    en_US: 'An application may register at most {max} webhooks',
  },
  'open.grantType': {
    zh_CN: 'grant_type 须为 client_credentials',
    en_US: 'grant_type must be client_credentials',
  },
  'open.credentialsInvalid': {
    zh_CN: 'AppKey 或 AppSecret 不正确',
    en_US: 'The AppKey or AppSecret is wrong',
  },
  'open.applicationDisabled': {
    zh_CN: '应用“{name}”已停用',
    en_US: 'The application "{name}" is disabled',
  },
  'open.tokenMissing': {
    zh_CN: '缺少访问令牌：请在 Authorization 头中以 Bearer 方式发送',
    en_US: 'No access token: send it in the Authorization header as Bearer',
  },
  'open.tokenInvalid': {
    zh_CN: '访问令牌无效：应用已删除、密钥已重置或令牌不是本服务签发的',
    en_US:
      'The access token is not valid: the application was deleted, its secret reset, or the token was never issued here',
  },
  'open.tokenExpired': {
    zh_CN: '访问令牌已过期，请重新获取',
    en_US: 'The access token has expired; ask for a new one',
  },
  'open.outsideDepartment': {
    zh_CN: '该对象不在应用所属部门及其下级部门中',
    en_US: "That is outside the application's department and its sub-departments",
  },
  'open.idempotencyKey': {
    zh_CN: 'Idempotency-Key 须为 1-128 个可见 ASCII 字符',
    en_US: 'The Idempotency-Key must be 1 to 128 visible ASCII characters',
  },
  'open.rateLimited': {
    zh_CN: '调用过于频繁：每分钟最多 {max} 次，请 {seconds} 秒后重试',
    en_US: 'Too many calls: at most {max} a minute; try again in {seconds} s',
  },
  'open.consoleOnly': {
    zh_CN: '该接口只接受控制台会话，应用令牌只能调用开放接口',
    en_US: 'This call takes a console session; an application token may call only the open API',
  },
  'machineKeys.nameLength': {
    zh_CN: '密钥名称长度为 1-40 个字符',
    en_US: 'The key name must be 1 to 40 characters',
  },
  'machineKeys.departmentOutOfScope': {
    zh_CN: '只能为您管理的部门创建机器密钥',
    en_US: 'You can only create machine keys for departments you manage',
  },
  'machineKeys.notFound': {
    zh_CN: '机器密钥不存在或不在您管理的部门中',
    en_US: 'The machine key does not exist or is outside the departments you manage',
  },
  'machineKeys.revoked': {
    zh_CN: '机器密钥已被吊销',
    en_US: 'The machine key is already revoked',
  },
  'tasks.reconciled': {
    zh_CN:
      '服务器曾因机器人失联将任务判为失败；机器人重新连接后报告结果为“{outcome}”，任务按机器人的结果结束',
    en_US:
      'The server had failed this task as "robot lost"; the robot reconnected and reported "{outcome}", and the task ends with the robot\'s outcome',
  },
  'tasks.retryCancelled': {
    zh_CN: '任务 {id} 的机器人重新连接并报告了结果，此重试不再需要，已取消',
    en_US:
      'The robot of task {id} reconnected and reported its result; this retry is no longer needed and is cancelled',
  },
  'housekeepers.aliasInvalid': {
    zh_CN: '桌面管家名称长度为 2-60 个字符，只能包含字母、数字、汉字和 @ - _',
    en_US:
      'The housekeeper name must be 2 to 60 letters, digits or Chinese characters; the only special characters allowed are @ - _',
  },
  'housekeepers.nameLength': {
    zh_CN: '机器名称长度应为 1-128 个字符',
    en_US: 'The machine name must be 1 to 128 characters',
  },
  'housekeepers.notFound': {
    zh_CN: '桌面管家不存在',
    en_US: 'No such housekeeper',
  },
  'servers.stillBeating': {
    zh_CN: '服务器 {id} 仍在运行，只能删除已停止的服务器',
    en_US: 'Server {id} is still running; only stopped servers can be deleted',
  },
  'variables.nameLength': {
    zh_CN: '变量名称长度为 1-50 个字符',
    en_US: 'The variable name must be 1 to 50 characters',
  },
  'variables.valueLength': {
    zh_CN: '请输入正确的变量值：1-4096 个字符',
    en_US: 'Enter the correct value: 1 to 4096 characters',
  },
  'variables.descriptionLength': {
    zh_CN: '描述最多 100 个字符',
    en_US: 'The description must be at most 100 characters',
  },
  'variables.nameTaken': {
    zh_CN: '部门中已有名为“{name}”的变量',
    en_US: 'The department already has a variable named "{name}"',
  },
  'variables.notFound': {
    zh_CN: '变量不存在或不在您管理的部门中',
    en_US: 'The variable does not exist or is outside the departments you manage',
  },
  'variables.departmentOutOfScope': {
    zh_CN: '只能在您管理的部门中管理变量',
    en_US: 'You can only manage variables of departments you manage',
  },
  'variables.robotsOutsideDepartment': {
    zh_CN: '所选机器人必须属于变量所在的部门',
    en_US: "The robots chosen must belong to the variable's department",
  },
  'variables.robotNoTask': {
    zh_CN: '机器人只能在运行任务 {taskId} 时读写变量，而它并未运行该任务',
    en_US:
      'A robot reads and writes variables only while it runs a task, and it is not running task {taskId}',
  },
  'variables.robotUnknown': {
    zh_CN: '机器人所在部门没有名为“{name}”的变量',
    en_US: 'The robot\'s department has no variable named "{name}"',
  },
  'variables.robotNotAllowed': {
    zh_CN: '该机器人无权访问变量“{name}”',
    en_US: 'This robot may not access variable "{name}"',
  },
  'variables.robotNotModifiable': {
    zh_CN: '变量“{name}”不允许客户端修改',
    en_US: 'Variable "{name}" may not be modified by robots',
  },
  'variables.unavailable': {
    zh_CN: '服务器未提供变量',
    en_US: 'The server offers no variables',
  },
  'taskData.nameLength': {
    zh_CN: '任务数据名称长度为 2-64 个字符',
    en_US: 'The task data name must be 2 to 64 characters',
  },
  'taskData.maxItemsRange': {
    zh_CN: '最大数据条数为 1-10000 的整数',
    en_US: 'The max items must be a whole number from 1 to 10000',
  },
  'taskData.slaRange': {
    zh_CN: '处理时限为 0-43200 分钟的整数（0 表示不限）',
    en_US: 'The service level must be a whole number of minutes from 0 to 43200 (0: none)',
  },
  'taskData.slaNear': {
    zh_CN: '任务数据“{space}”有 {count} 条数据将于 {at} 前到期，但没有机器人可以处理',
    en_US: 'Task data "{space}": {count} items are due by {at} and no robot is free to take them',
  },
  'taskData.slaNearContent': {
    zh_CN:
      '部门“{department}”中允许使用该空间的机器人均不空闲，也没有运行在处理它的数据。请启动机器人或运行处理该空间的流程，否则这些数据将变为等待超时。',
    en_US:
      'None of the robots of {department} allowed to use the space is idle, and no run is working through it. Start a robot or a run of the process that works it, or these items will time out.',
  },
  'taskData.maxAttemptsRange': {
    zh_CN: '最大失败次数为 0-999999 的整数',
    en_US: 'The max failed attempts must be a whole number from 0 to 999999',
  },
  'taskData.descriptionLength': {
    zh_CN: '描述长度为 1-250 个字符',
    en_US: 'The description must be 1 to 250 characters',
  },
  'taskData.nameTaken': {
    zh_CN: '已有名为“{name}”的任务数据',
    en_US: 'A task data space named "{name}" already exists',
  },
  'taskData.notFound': {
    zh_CN: '任务数据不存在或不在您管理的部门中',
    en_US: 'The task data space does not exist or is outside the departments you manage',
  },
  'taskData.departmentOutOfScope': {
    zh_CN: '只能在您管理的部门中管理任务数据',
    en_US: 'You can only manage task data of departments you manage',
  },
  'taskData.robotsOutsideDepartment': {
    zh_CN: '所选机器人必须属于任务数据所在的部门',
    en_US: "The robots chosen must belong to the task data space's department",
  },
  'taskData.itemsRunning': {
    zh_CN: '任务数据“{name}”有正在运行的数据，不能删除',
    en_US: 'Task data "{name}" has items running and cannot be deleted',
  },
  'taskData.maxItemsReached': {
    zh_CN: '任务数据“{name}”最多 {max} 条数据，已满',
    en_US: 'Task data "{name}" holds at most {max} items and is full',
  },
  'taskData.maxItemsBelowCount': {
    zh_CN: '最大数据条数不能小于现有的 {count} 条数据',
    en_US: 'The max items cannot be below the {count} items it holds',
  },
  'taskData.contentRequired': {
    zh_CN: '请输入数据内容（JSON）',
    en_US: 'Enter the item content (JSON)',
  },
  'taskData.contentTooLarge': {
    zh_CN: '数据内容最多 500 KB',
    en_US: 'The item content must be at most 500 KB',
  },
  'taskData.contentNotJson': {
    zh_CN: '数据内容不是合法的 JSON',
    en_US: 'The item content is not valid JSON',
  },
  'taskData.referenceLength': {
    zh_CN: '引用最多 128 个字符',
    en_US: 'The reference must be at most 128 characters',
  },
  'taskData.referenceTaken': {
    zh_CN: '该任务数据中已有引用为“{reference}”的数据',
    en_US: 'The space already has an item with reference "{reference}"',
  },
  'taskData.recordNotFound': {
    zh_CN: '数据 {id} 不存在',
    en_US: 'Item {id} does not exist',
  },
  'taskData.recordRunning': {
    zh_CN: '数据 {id} 正在运行，不能删除',
    en_US: 'Item {id} is running and cannot be deleted',
  },
  'taskData.recordNotFinished': {
    zh_CN: '只有已结束的数据可以重跑，数据 {id} 尚未结束',
    en_US: 'Only finished items can be rerun; item {id} has not finished',
  },
  'taskData.robotNoTask': {
    zh_CN: '机器人只能在运行任务 {taskId} 时使用任务数据，而它并未运行该任务',
    en_US: 'A robot uses task data only while it runs a task, and it is not running task {taskId}',
  },
  'taskData.robotUnknownSpace': {
    zh_CN: '机器人所在部门没有名为“{name}”的任务数据',
    en_US: 'The robot\'s department has no task data named "{name}"',
  },
  'taskData.robotNotAllowed': {
    zh_CN: '该机器人无权使用任务数据“{name}”',
    en_US: 'This robot may not use task data "{name}"',
  },
  'taskData.robotNotHolding': {
    zh_CN: '数据 {id} 不是该机器人在此任务中正在运行的数据',
    en_US: 'Item {id} is not running on this robot in this task',
  },
  'taskData.taskEnded': {
    zh_CN: '任务 {taskId} 已结束，数据未完成',
    en_US: 'Task {taskId} ended before the item was finished',
  },
  'taskData.unavailable': {
    zh_CN: '服务器未提供任务数据',
    en_US: 'The server offers no task data',
  },
  'fileUpload.typesRequired': {
    zh_CN: '请输入允许上传的文件类型',
    en_US: 'Enter the file types that may be uploaded',
  },
  'fileUpload.typesFormat': {
    zh_CN: '文件类型格式如 .txt,.jpg，或 * 表示全部',
    en_US: 'File types look like .txt,.jpg, or * for all',
  },
  'fileUpload.typesBlacklisted': {
    zh_CN: '可执行文件和脚本属于危险类型，不能允许上传',
    en_US: 'Executables and scripts are dangerous types and cannot be allowed',
  },
  'fileUpload.batchRange': {
    zh_CN: '批量上传数量为 1-100 的整数',
    en_US: 'Files at once must be a whole number from 1 to 100',
  },
  'fileUpload.depthRange': {
    zh_CN: '最大文件夹层级为 1-20 的整数',
    en_US: 'The folder depth must be a whole number from 1 to 20',
  },
  'fileUpload.sizeRange': {
    zh_CN: '文件大小限制为 1-10240 MB 的整数',
    en_US: 'The size limit must be a whole number of MB from 1 to 10240',
  },
  'upload.nameCharacters': {
    zh_CN: '文件名不能包含 / \\ : * ? " < > |',
    en_US: 'File names cannot contain / \\ : * ? " < > |',
  },
  'upload.typeBlacklisted': {
    zh_CN: '出于安全原因，不能上传 {type} 类型的文件',
    en_US: 'Files of type {type} cannot be uploaded, for safety',
  },
  'upload.typeNotAllowed': {
    zh_CN: '只能上传以下类型的文件：{types}',
    en_US: 'Only files of these types may be uploaded: {types}',
  },
  'upload.tooLarge': {
    zh_CN: '文件大小不能超过 {fileSize}M',
    en_US: 'Size limit {fileSize}M',
  },
  'upload.tooMany': {
    zh_CN: '一次最多上传 {count} 个文件',
    en_US: 'At most {count} files can be uploaded at once',
  },
  'upload.tooDeep': {
    zh_CN: '文件夹层级不能超过 {depth} 层',
    en_US: 'Folders can be at most {depth} levels deep',
  },
  'files.selectFile': {
    zh_CN: '请选择文件！',
    en_US: 'Please select a file!',
  },
  'files.nameLength': {
    zh_CN: '文件名最多 255 个字符',
    en_US: 'File names can have at most 255 characters',
  },
  'files.folderLength': {
    zh_CN: '文件夹路径最多 1000 个字符',
    en_US: 'Folder paths can have at most 1000 characters',
  },
  'files.descriptionLength': {
    zh_CN: '描述最多 200 个字符',
    en_US: 'The description can have at most 200 characters',
  },
  'files.placeRequired': {
    zh_CN: '请选择个人文件或流程文档',
    en_US: 'Choose personal files or process documents',
  },
  'files.processRequired': {
    zh_CN: '请选择流程',
    en_US: 'Choose a process',
  },
  'files.processFileNotDeletable': {
    zh_CN: '{filename} 是流程文件，不能删除',
    en_US: '{filename} is a process file and cannot be deleted',
  },
  'files.notFound': {
    zh_CN: '文件不存在或无权访问',
    en_US: 'The file does not exist or is not yours to see',
  },
  'files.manifestMissing': {
    zh_CN: '上传内容有误：缺少文件清单，或文件与清单不符',
    en_US: 'The upload is malformed: its file list is missing or the files do not match it',
  },
  'files.ruleNameRequired': {
    zh_CN: '请输入规则名称',
    en_US: 'Enter the rule name',
  },
  'files.ruleNameLength': {
    zh_CN: '规则名称最多 32 个字符',
    en_US: 'The rule name can have at most 32 characters',
  },
  'files.ruleSourceRequired': {
    zh_CN: '请选择来源',
    en_US: 'Choose the source',
  },
  'files.receiverRequired': {
    zh_CN: '请选择接收用户或接收流程',
    en_US: 'Choose a receiving user or process',
  },
  'files.receiverDuplicate': {
    zh_CN: '该用户/流程已存在',
    en_US: 'This user/process already exists',
  },
  'files.receiverOutOfScope': {
    zh_CN: '接收用户必须属于您管理的部门，接收流程必须是您可见的流程',
    en_US: 'Receiving users must be of departments you manage, and receiving processes ones you see',
  },
  'files.ruleNotFound': {
    zh_CN: '转发规则不存在或无权访问',
    en_US: 'The forwarding rule does not exist or is not yours',
  },
  'files.forwardedToYou': {
    zh_CN: '转发规则“{rule}”向您转发了文件“{name}”',
    en_US: 'Forwarding rule "{rule}" forwarded the file "{name}" to you',
  },
  'files.receiverGone': {
    zh_CN: '接收方已不存在或已停用',
    en_US: 'The receiver no longer exists or is locked',
  },
  'files.forwardFailed': {
    zh_CN: '转发失败：{reason}',
    en_US: 'Forwarding failed: {reason}',
  },
  'files.notYours': {
    zh_CN: '只能删除由您添加的文件',
    en_US: 'Only files you added can be deleted',
  },
  'robotUpgrade.versionLength': {
    zh_CN: '版本号长度为 1 到 20 个字符',
    en_US: 'The version must be 1 to 20 characters',
  },
  'robotUpgrade.filesMax': {
    zh_CN: '升级文件最多 1000 个',
    en_US: 'An upgrade holds at most 1000 files',
  },
  'robotUpgrade.nameLength': {
    zh_CN: '文件名称长度为 1 到 255 个字符',
    en_US: 'The file name must be 1 to 255 characters',
  },
  'robotUpgrade.md5Format': {
    zh_CN: 'MD5 必须是 32 位十六进制字符',
    en_US: 'The MD5 must be 32 hexadecimal characters',
  },
  'robotUpgrade.sizeInvalid': {
    zh_CN: '文件大小必须是不小于 0 的整数（字节）',
    en_US: 'The size must be a whole number of bytes, 0 or more',
  },
  'robotUpgrade.sourceUrlRequired': {
    zh_CN: '请输入源地址',
    en_US: 'Enter the source URL',
  },
  'robotUpgrade.sourceUrlFormat': {
    zh_CN: '源地址须以 http:// 或 https:// 开头，且不超过 2048 个字符',
    en_US: 'The source URL must start with http:// or https:// and be at most 2048 characters',
  },
  'robotUpgrade.targetPathRequired': {
    zh_CN: '请输入目标路径',
    en_US: 'Enter the target path',
  },
  'robotUpgrade.targetPathLength': {
    zh_CN: '目标路径不能超过 1024 个字符',
    en_US: 'The target path must be at most 1024 characters',
  },
  'robotUpgrade.actionInvalid': {
    zh_CN: '请选择操作：替换、覆盖或执行',
    en_US: 'Choose an action: replace, overwrite or execute',
  },
  'upgrades.nameRequired': {
    zh_CN: '请输入名称',
    en_US: 'Enter a name',
  },
  'upgrades.nameLength': {
    zh_CN: '名称长度为 2 到 30 个字符',
    en_US: 'The name must be 2 to 30 characters',
  },
  'upgrades.remarksLength': {
    zh_CN: '备注最多 200 个字符',
    en_US: 'Remarks must be at most 200 characters',
  },
  'upgrades.descriptionLength': {
    zh_CN: '描述最多 200 个字符',
    en_US: 'The description must be at most 200 characters',
  },
  'upgrades.promptLength': {
    zh_CN: '完成提示最多 200 个字符',
    en_US: 'The completion prompt must be at most 200 characters',
  },
  'upgrades.noFile': {
    zh_CN: '请选择文件',
    en_US: 'Please select file',
  },
  'upgrades.packageTooLarge': {
    zh_CN: '升级包不能超过 {max} MB',
    en_US: 'The upgrade package must be at most {max} MB',
  },
  'upgrades.packageNotZip': {
    zh_CN: '文件不是升级包：它不是 zip 文件',
    en_US: 'The file is not an upgrade package: it is not a zip file',
  },
  'upgrades.packageManifest': {
    zh_CN: '升级包的 upgrade.json 无效：{detail}',
    en_US: "The package's upgrade.json is not valid: {detail}",
  },
  'upgrades.packageVersion': {
    zh_CN: '升级包的版本必须大于 0（如 1.2.0），而不是 {version}',
    en_US: 'The package version must be greater than zero (e.g. 1.2.0), not {version}',
  },
  'upgrades.packageChecksum': {
    zh_CN: '升级包的文件 {name} 与其校验和不符',
    en_US: "The package's file {name} does not match its checksum",
  },
  'upgrades.packageFileMissing': {
    zh_CN: '升级包缺少 upgrade.json 中列出的文件 {name}',
    en_US: 'The package lacks the file {name} that upgrade.json lists',
  },
  'upgrades.packageFileExtra': {
    zh_CN: '升级包中的文件 {name} 未列在 upgrade.json 中',
    en_US: "The package's file {name} is not listed in upgrade.json",
  },
  'upgrades.packageNameTaken': {
    zh_CN: '已有同名的升级包',
    en_US: 'An upgrade package of this name already exists',
  },
  'upgrades.packageNotFound': {
    zh_CN: '升级包不存在',
    en_US: 'The upgrade package does not exist',
  },
  'upgrades.packageInUse': {
    zh_CN: '升级任务“{name}”正在使用此升级包，不能删除',
    en_US: 'Upgrade task "{name}" uses this package: it cannot be deleted',
  },
  'upgrades.packageRequired': {
    zh_CN: '请选择升级包',
    en_US: 'Select an upgrade package',
  },
  'upgrades.targetInvalid': {
    zh_CN: '请选择目标：全部机器人或指定机器人',
    en_US: 'Choose the target: all robots or designated robots',
  },
  'upgrades.robotsRequired': {
    zh_CN: '请选择目标机器人',
    en_US: 'Select the target robots',
  },
  'upgrades.robotTwice': {
    zh_CN: '同一机器人不能重复选择',
    en_US: 'The same robot cannot be selected twice',
  },
  'upgrades.robotsMax': {
    zh_CN: '最多选择 1000 个机器人',
    en_US: 'Select at most 1000 robots',
  },
  'upgrades.robotOutOfScope': {
    zh_CN: '机器人不存在或不在您管理的部门中',
    en_US: 'A robot does not exist or is not in a department you manage',
  },
  'upgrades.noRobots': {
    zh_CN: '您管理的部门中没有机器人',
    en_US: 'There are no robots in the departments you manage',
  },
  'upgrades.taskNameTaken': {
    zh_CN: '已有同名的升级任务',
    en_US: 'An upgrade task of this name already exists',
  },
  'upgrades.taskNotFound': {
    zh_CN: '升级任务不存在',
    en_US: 'The upgrade task does not exist',
  },
  'upgrades.completedTitle': {
    zh_CN: '升级任务“{name}”已完成',
    en_US: 'Upgrade task "{name}" completed',
  },
  'upgrades.completedBody': {
    zh_CN: '已升级 {upgraded} / {targeted} 台机器人，失败 {failed} 台。{prompt}',
    en_US: '{upgraded} of {targeted} robots upgraded, {failed} failed. {prompt}',
  },
  'upgrades.noAnswer': {
    zh_CN: '机器人未在 {minutes} 分钟内完成升级',
    en_US: 'The robot did not finish the upgrade within {minutes} minutes',
  },
  'upgrades.packageDeleted': {
    zh_CN: '升级包已删除',
    en_US: 'The upgrade package was deleted',
  },
  'upgrades.wavePercent': {
    zh_CN: '首批比例须为 1 到 100 的整数（%）',
    en_US: 'The first share must be a whole number from 1 to 100 (%)',
  },
  'upgrades.pausePercent': {
    zh_CN: '失败暂停阈值须为 0 到 99 的整数（%）',
    en_US: 'The failure threshold must be a whole number from 0 to 99 (%)',
  },
  'upgrades.pausedTitle': {
    zh_CN: '升级任务“{name}”已暂停',
    en_US: 'Upgrade task "{name}" paused',
  },
  'upgrades.pausedBody': {
    zh_CN:
      '已完成的 {done} 台机器人中有 {failed} 台失败，超过 {threshold}%。查看失败原因后，重新启用任务可继续。',
    en_US:
      '{failed} of the {done} robots done so far failed, above {threshold} %. Look at why, then enable the task again to resume.',
  },
} satisfies Record<string, Bilingual>;

export type MessageKey = keyof typeof messages;
