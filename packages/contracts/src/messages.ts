import type { Bilingual } from './i18n';

/**
 * Messages the server sends in `msg`, in both languages. The console has its
 * own catalogue for screen text; these are the server's words.
 */
export const messages = {
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
  'error.badJson': {
    zh_CN: '请求内容不是有效的 JSON',
    en_US: 'The request body is not valid JSON',
  },
  'error.forbidden': {
    zh_CN: '没有权限执行此操作',
    en_US: 'You do not have permission to do this',
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
  'personal.emailNeeded': {
    zh_CN: '接收邮件通知前请先填写邮箱',
    en_US: 'Enter your email before turning on mail notifications',
  },
  'mail.notConfigured': {
    zh_CN: '尚未配置邮件服务器',
    en_US: 'No mail server is configured',
  },
  'mail.sendFailed': {
    zh_CN: '邮件发送失败：{reason}',
    en_US: 'The mail could not be sent: {reason}',
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
    zh_CN: '部门下还有 {children} 个下级部门和 {users} 个用户，不能删除',
    en_US: 'The department still has {children} sub-departments and {users} users; it cannot be deleted',
  },
  'messages.notYours': {
    zh_CN: '只能操作自己的消息',
    en_US: 'You can only act on your own messages',
  },
  'security.patternInvalid': {
    zh_CN: '密码规则不是有效的正则表达式',
    en_US: 'The password pattern is not a valid regular expression',
  },
  'security.patternDescRequired': {
    zh_CN: '设置密码规则时必须填写中英文规则说明',
    en_US: 'A password pattern needs its description in both languages',
  },
  'security.lengthRange': {
    zh_CN: '最小长度不能大于最大长度',
    en_US: 'The minimum length cannot exceed the maximum length',
  },
} satisfies Record<string, Bilingual>;

export type MessageKey = keyof typeof messages;
