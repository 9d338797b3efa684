// Generated from <API base>/openapi.json by `npm run api:types`; do not edit.
export interface paths {
  '/dashboard/manager': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * The manager's dashboard over a range: fleet, licences, runs of the managed departments
     * @description Permission: 11.
     */
    post: operations['postDashboardManager'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/dashboard/owner': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * The owner's dashboard: their processes, versions awaiting audit, runs
     * @description Permission: 301.
     */
    post: operations['postDashboardOwner'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/dashboard/user': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * The user's dashboard: live runs, their robots, runs of their processes
     * @description Permission: 401.
     */
    post: operations['postDashboardUser'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/health': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Liveness and what the node runs on (GET /api/health with the default base); a 500 when the database does not answer.
     * @description Permission: public (no session).
     */
    get: operations['getHealth'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/oauth/captcha.jpg': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * A captcha image (JPEG) for the given key; a new one replaces the previous one.
     * @description Permission: public (no session).
     */
    get: operations['getOauthCaptchaJpg'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/oauth/exchange': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Signs in with a hand-over token, optionally in another identity.
     * @description Permission: public (no session).
     */
    post: operations['postOauthExchange'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/oauth/handover': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * A one-time token (60 seconds) that signs the caller in elsewhere.
     * @description Permission: any signed-in user.
     */
    post: operations['postOauthHandover'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/oauth/logout': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Ends the session of the token in the accesstoken header (access_token query of older clients).
     * @description Permission: public (no session).
     */
    get: operations['getOauthLogout'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/oauth/publicKey': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The RSA public key (PEM) passwords are encrypted under.
     * @description Permission: public (no session).
     */
    get: operations['getOauthPublicKey'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/oauth/token': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Signs in; failures answer the login codes (1001-1009) the console handles itself.
     * @description Permission: public (no session).
     */
    post: operations['postOauthToken'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/oauth/validate': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Whether the caller's token is valid, and whose it is.
     * @description Permission: any signed-in user.
     */
    post: operations['postOauthValidate'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/openapi.json': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The OpenAPI 3.1 document of the API
     * @description Permission: public (no session).
     */
    get: operations['getOpenapiJson'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/process/dev/delete': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Deletes a version not awaiting its owner; the process goes with its last version
     * @description Permission: 201:delete.
     */
    post: operations['postProcessDevDelete'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/process/dev/detail': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * A process of the developer's list with its settings, parameters, flow and users
     * @description Permission: 202.
     */
    get: operations['getProcessDevDetail'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/process/dev/download': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * A version's package exactly as uploaded
     * @description Permission: 204:download.
     */
    get: operations['getProcessDevDownload'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/process/dev/export': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * The developer's process list as xlsx or CSV, with the list's filters
     * @description Permission: 201:export.
     */
    post: operations['postProcessDevExport'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/process/dev/icon': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Replaces the icon of process `id` (query; multipart `file`, JPEG or PNG)
     * @description Permission: 201:edit.
     */
    post: operations['postProcessDevIcon'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/process/dev/list': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * The developer's processes by name, keyword, status and department
     * @description Permission: 201.
     */
    post: operations['postProcessDevList'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/process/dev/modify': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Changes a process's texts, run settings, parameters or department (omitted fields keep theirs)
     * @description Permission: 201:edit.
     */
    post: operations['postProcessDevModify'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/process/dev/owners': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Whom a version can be submitted to: active users holding the owner identity
     * @description Permission: 201:publish.
     */
    post: operations['postProcessDevOwners'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/process/dev/publish': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Submits a version to the owner (fixed from the first submission)
     * @description Permission: 201:publish.
     */
    post: operations['postProcessDevPublish'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/process/dev/records': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Version records (submitted, withdrawn, approved, rejected, returned) of the developer's processes
     * @description Permission: 204.
     */
    post: operations['postProcessDevRecords'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/process/dev/upload': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Uploads a package (multipart `file`): a new process on the first upload of a name, else a new version of `processId` (query)
     * @description Permission: 201:add.
     */
    post: operations['postProcessDevUpload'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/process/dev/versions': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * The versions of a process of the developer's list, each with its last record
     * @description Permission: 204.
     */
    post: operations['postProcessDevVersions'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/process/dev/withdraw': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Withdraws a version awaiting its owner back to editing
     * @description Permission: 201:withdraw.
     */
    post: operations['postProcessDevWithdraw'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/process/icon': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * A process's icon, for whoever sees the process under their current identity
     * @description Permission: any signed-in user.
     */
    get: operations['getProcessIcon'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/process/manager/delete': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * A manager deletes a whole process of their departments (refused while a version awaits its owner)
     * @description Permission: 1201:delete.
     */
    post: operations['postProcessManagerDelete'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/process/manager/detail': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * A process of the manager's list with its settings, parameters, flow and users
     * @description Permission: 1202.
     */
    get: operations['getProcessManagerDetail'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/process/manager/export': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * The manager's process list as xlsx or CSV, with the list's filters
     * @description Permission: 1201:export.
     */
    post: operations['postProcessManagerExport'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/process/manager/list': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * The manager's processes by name, keyword, status and department
     * @description Permission: 1201.
     */
    post: operations['postProcessManagerList'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/process/manager/records': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Version records (submitted, withdrawn, approved, rejected, returned) of the manager's processes
     * @description Permission: 1202.
     */
    post: operations['postProcessManagerRecords'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/process/manager/versions': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * The versions of a process of the manager's list, each with its last record
     * @description Permission: 1202.
     */
    post: operations['postProcessManagerVersions'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/process/owner/approve': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * The owner publishes a submitted version: it becomes the one that runs
     * @description Permission: 302:approve.
     */
    post: operations['postProcessOwnerApprove'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/process/owner/assign': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Sets the users who may run a process (replaces the list)
     * @description Permission: 302:assign.
     */
    post: operations['postProcessOwnerAssign'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/process/owner/assignable': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Users the owner may assign: holders of the user identity in the owner's departments
     * @description Permission: 302:assign.
     */
    post: operations['postProcessOwnerAssignable'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/process/owner/back': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * The owner returns a submitted version to its developer, with the reason
     * @description Permission: 302:back.
     */
    post: operations['postProcessOwnerBack'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/process/owner/detail': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * A process of the owner's list with its settings, parameters, flow and users
     * @description Permission: 303.
     */
    get: operations['getProcessOwnerDetail'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/process/owner/download': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * A version's package exactly as uploaded
     * @description Permission: 305:download.
     */
    get: operations['getProcessOwnerDownload'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/process/owner/export': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * The owner's process list as xlsx or CSV, with the list's filters
     * @description Permission: 302:export.
     */
    post: operations['postProcessOwnerExport'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/process/owner/list': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * The owner's processes by name, keyword, status and department (`audit`: awaiting them)
     * @description Permission: 302.
     */
    post: operations['postProcessOwnerList'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/process/owner/records': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Version records (submitted, withdrawn, approved, rejected, returned) of the owner's processes
     * @description Permission: 305.
     */
    post: operations['postProcessOwnerRecords'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/process/owner/reject': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * The owner rejects a submitted version, with the reason
     * @description Permission: 302:reject.
     */
    post: operations['postProcessOwnerReject'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/process/owner/versions': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * The versions of a process of the owner's list, each with its last record
     * @description Permission: 305.
     */
    post: operations['postProcessOwnerVersions'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/process/user/detail': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * A process assigned to the caller: what the run dialog and the flow chart need
     * @description Permission: 402.
     */
    get: operations['getProcessUserDetail'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/process/user/export': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * The user's process list as xlsx or CSV, with the list's filters
     * @description Permission: 402:export.
     */
    post: operations['postProcessUserExport'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/process/user/list': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * The published processes assigned to the caller
     * @description Permission: 402.
     */
    post: operations['postProcessUserList'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/report/runs': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Runs in a range grouped by process, robot, department or day, scoped as the task lists
     * @description Permission: manager: 15, developer: 211, owner: 312, user: 406.
     */
    post: operations['postReportRuns'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/report/runs/export': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * The run report as a workbook
     * @description Permission: manager: 15:export, developer: 211:export, owner: 312:export, user: 406:export.
     */
    post: operations['postReportRunsExport'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/robot/package/{sha256}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The package (zip) of an active version the robot may run, by its SHA-256; bearer token of the welcome.
     * @description Permission: public (no session).
     */
    get: operations['getRobotPackageSha256'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/robot/task/{taskId}/file': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * A robot adds a file its run produced (multipart `file`, `?name=`)
     * @description Permission: public (no session).
     */
    post: operations['postRobotTaskTaskIdFile'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/robot/task/{taskId}/recording': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * A robot adds a screen recording of its run (WebM or MP4, multipart `file`, `?name=`)
     * @description Permission: public (no session).
     */
    post: operations['postRobotTaskTaskIdRecording'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/robot/ws': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The robots' WebSocket (docs/robot-protocol.md): upgrade, then hello and the protocol's messages.
     * @description Permission: public (no session).
     */
    get: operations['getRobotWs'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/rpa/cdaAgent': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Deletes robots: their tasks end, seats are freed and connections closed
     * @description Permission: 1301:delete.
     */
    post: operations['postRpaCdaAgent'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/rpa/cdaAgent/agentInfo': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * A robot by its number (letter case does not count)
     * @description Permission: 1302.
     */
    get: operations['getRpaCdaAgentAgentInfo'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/rpa/cdaAgent/agentStudioList': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Bound robots of the caller's departments, compact, to pick from
     * @description Permission: any signed-in user.
     */
    get: operations['getRpaCdaAgentAgentStudioList'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/rpa/cdaAgent/agentVersions': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Terminal versions in use, for the list's version filter
     * @description Permission: 1301.
     */
    get: operations['getRpaCdaAgentAgentVersions'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/rpa/cdaAgent/approve': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Approves waiting registrations: they become manager-bound robots
     * @description Permission: 1301:approve.
     */
    post: operations['postRpaCdaAgentApprove'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/rpa/cdaAgent/bindProc': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Binds published processes to a scene robot
     * @description Permission: 1301:edit.
     */
    post: operations['postRpaCdaAgentBindProc'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/rpa/cdaAgent/detail': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * A robot by id
     * @description Permission: 1302.
     */
    post: operations['postRpaCdaAgentDetail'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/rpa/cdaAgent/export': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * The first 10000 matching robots as a workbook, headed in the caller's language
     * @description Permission: 1301:export.
     */
    post: operations['postRpaCdaAgentExport'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/rpa/cdaAgent/liclist': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Licences a robot can be authorised on: valid robot licences with seats left
     * @description Permission: 1301:licence.
     */
    post: operations['postRpaCdaAgentLiclist'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/rpa/cdaAgent/list': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Robots of the caller's departments by number, name, state, department, type, licence and version
     * @description Permission: 1301.
     */
    post: operations['postRpaCdaAgentList'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/rpa/cdaAgent/modify': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Changes a robot's alias and resolution (empty clears them)
     * @description Permission: 1301:edit.
     */
    post: operations['postRpaCdaAgentModify'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/rpa/cdaAgent/reject': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Rejects waiting registrations for good
     * @description Permission: 1301:approve.
     */
    post: operations['postRpaCdaAgentReject'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/rpa/cdaAgent/requests': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Registrations waiting for approval (and those rejected), pending first
     * @description Permission: 1301.
     */
    get: operations['getRpaCdaAgentRequests'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/rpa/cdaAgent/scenedetail': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * A scene robot and the processes bound to it
     * @description Permission: 1302.
     */
    get: operations['getRpaCdaAgentScenedetail'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/rpa/cdaAgent/transformLic': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Puts robots on a licence of their category, one seat each while seats are left
     * @description Permission: 1301:licence.
     */
    post: operations['postRpaCdaAgentTransformLic'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/rpa/cdaAgent/transformOrgDef': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Moves robots to another department the caller manages, by its code
     * @description Permission: 1301:transfer.
     */
    post: operations['postRpaCdaAgentTransformOrgDef'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/rpa/cdaAgent/unbind': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Unbinds robots: their tasks end, seats are freed and connections closed
     * @description Permission: 1301:unbind.
     */
    post: operations['postRpaCdaAgentUnbind'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/rpa/cdaAgent/unbindProc': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Unbinds processes from a scene robot
     * @description Permission: 1301:edit.
     */
    post: operations['postRpaCdaAgentUnbindProc'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/rpa/cdaAgent/updatePw': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Sets manager-bound robots' client password (RSA-encrypted); used at their next hello
     * @description Permission: 1301:password.
     */
    post: operations['postRpaCdaAgentUpdatePw'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/rpa/hk/del': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Deletes stewards; their robots become not bound
     * @description Permission: 1305:delete.
     */
    post: operations['postRpaHkDel'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/rpa/hk/list': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Stewards in the caller's departments by machine name or alias, connection and department
     * @description Permission: 1305.
     */
    post: operations['postRpaHkList'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/rpa/hk/save': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Registers a steward (no id) or updates one: machine, address, connection and the robots it manages; the alias defaults to the machine name
     * @description Permission: 1305:edit.
     */
    post: operations['postRpaHkSave'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/rpa/hk/upname': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Changes a steward's alias
     * @description Permission: 1305:edit.
     */
    post: operations['postRpaHkUpname'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/rpa/machineKey/add': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Creates a key for a department the caller manages; the answer holds the key, shown only then
     * @description Permission: 1307:add.
     */
    post: operations['postRpaMachineKeyAdd'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/rpa/machineKey/list': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Machine keys of the caller's departments, usable ones first
     * @description Permission: 1307.
     */
    get: operations['getRpaMachineKeyList'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/rpa/machineKey/revoke': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Revokes a key; robots registered with it stay
     * @description Permission: 1307:revoke.
     */
    post: operations['postRpaMachineKeyRevoke'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/rpa/opglog/list': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Robot operation records by robot, action, result and time
     * @description Permission: 1301:records.
     */
    post: operations['postRpaOpglogList'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/rpa/processes/sceneProcList': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Published processes that can be bound to a scene robot, by name
     * @description Permission: 1301.
     */
    post: operations['postRpaProcessesSceneProcList'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/sauth/menu/userbutton': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * The buttons the current identity may use on a menu.
     * @description Permission: any signed-in user.
     */
    post: operations['postSauthMenuUserbutton'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/sauth/menu/usermenu': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * The caller's identities, the current identity's menu tree and role; switches identity when given one the caller holds.
     * @description Permission: any signed-in user.
     */
    post: operations['postSauthMenuUsermenu'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/sauth/org/add': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Adds a department under a managed parent
     * @description Permission: 1703:add.
     */
    post: operations['postSauthOrgAdd'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/sauth/org/del': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Deletes an empty department
     * @description Permission: 1703:delete.
     */
    post: operations['postSauthOrgDel'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/sauth/org/import': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Imports departments from the template (multipart, field `file`)
     * @description Permission: 1703:import.
     */
    post: operations['postSauthOrgImport'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/sauth/org/modify': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Edits a department, moving it (with its subtree) when the parent changes
     * @description Permission: 1703:edit.
     */
    post: operations['postSauthOrgModify'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/sauth/org/template': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The department import workbook template
     * @description Permission: 1703:import.
     */
    get: operations['getSauthOrgTemplate'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/sauth/org/tree': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * The departments the caller manages, as a tree
     * @description Permission: any signed-in user.
     */
    post: operations['postSauthOrgTree'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/sauth/role/add': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Creates a role of one identity
     * @description Permission: 1702:add.
     */
    post: operations['postSauthRoleAdd'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/sauth/role/del': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Deletes a role no user holds
     * @description Permission: 1702:delete.
     */
    post: operations['postSauthRoleDel'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/sauth/role/detail': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * A role with its granted keys
     * @description Permission: 1702.
     */
    get: operations['getSauthRoleDetail'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/sauth/role/list': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Roles in the departments the caller manages, by name and identity
     * @description Permission: 1702.
     */
    post: operations['postSauthRoleList'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/sauth/role/menuTree': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * An identity's menus and buttons to grant, and the pages a role may land on
     * @description Permission: 1702.
     */
    post: operations['postSauthRoleMenuTree'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/sauth/role/modify': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Changes a role's name, description, landing page and grants (never its identity)
     * @description Permission: 1702:edit.
     */
    post: operations['postSauthRoleModify'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/sauth/role/options': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Roles the caller may hand out (and, editing a user, those the user holds)
     * @description Permission: 1701.
     */
    post: operations['postSauthRoleOptions'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/sauth/user/add': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Creates a user in a managed department with an initial password (RSA-encrypted)
     * @description Permission: 1701:add.
     */
    post: operations['postSauthUserAdd'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/sauth/user/authorizeSave': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Replaces the departments a user is authorised for (within the caller’s)
     * @description Permission: 1701:authorize.
     */
    post: operations['postSauthUserAuthorizeSave'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/sauth/user/clearCookie': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Clears any cookie the browser sent (the session lives in the accesstoken header)
     * @description Permission: public (no session).
     */
    post: operations['postSauthUserClearCookie'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/sauth/user/del': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Deletes managed users other than the caller
     * @description Permission: 1701:delete.
     */
    post: operations['postSauthUserDel'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/sauth/user/export': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * The filtered user list as a workbook
     * @description Permission: 1701:export.
     */
    post: operations['postSauthUserExport'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/sauth/user/import': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Imports users from the template (multipart, field `file`)
     * @description Permission: 1701:import.
     */
    post: operations['postSauthUserImport'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/sauth/user/list': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Users of the departments the caller manages, by account, name, department and status
     * @description Permission: 1701.
     */
    post: operations['postSauthUserList'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/sauth/user/modify': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Changes a managed user's fields and roles (never the account)
     * @description Permission: 1701:edit.
     */
    post: operations['postSauthUserModify'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/sauth/user/modifyPwd': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Changes one's own password (all three RSA-encrypted); other sessions end
     * @description Permission: any signed-in user.
     */
    post: operations['postSauthUserModifyPwd'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/sauth/user/password': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Sets a managed user's password (RSA-encrypted) and ends their sessions
     * @description Permission: 1701:password.
     */
    post: operations['postSauthUserPassword'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/sauth/user/resetPwd': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Generates a new password, shown in this answer only, to be changed at the next sign-in
     * @description Permission: 1701:resetPwd.
     */
    post: operations['postSauthUserResetPwd'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/sauth/user/selectOrg': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * The caller's department tree with the user's authorised departments checked
     * @description Permission: 1701:authorize.
     */
    post: operations['postSauthUserSelectOrg'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/sauth/user/template': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The user import workbook template
     * @description Permission: 1701:import.
     */
    get: operations['getSauthUserTemplate'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/sauth/user/unlock': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Locks (ending the sessions) or unlocks a managed user other than the caller
     * @description Permission: 1701:lock.
     */
    post: operations['postSauthUserUnlock'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/sauth/user/userInfo': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * A managed user with everything the edit form shows
     * @description Permission: 1701.
     */
    get: operations['getSauthUserUserInfo'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/schedule/delete': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Deletes a schedule and withdraws its waiting runs
     * @description Permission: manager: 1403:delete or 1203:delete or 1404:delete, owner: 304:delete, user: 405:delete.
     */
    post: operations['postScheduleDelete'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/schedule/detail': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * A schedule the caller sees
     * @description Permission: manager: 1403 or 1203 or 1404, developer: 206, owner: 304, user: 405.
     */
    get: operations['getScheduleDetail'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/schedule/enable': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Enables a schedule (reissuing the runs disabling withdrew) or disables it
     * @description Permission: manager: 1403:enable or 1203:enable, owner: 304:enable.
     */
    post: operations['postScheduleEnable'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/schedule/list': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Schedules the caller sees, by name, process, state and whether they fire once
     * @description Permission: manager: 1403 or 1203 or 1404, developer: 206, owner: 304, user: 405.
     */
    post: operations['postScheduleList'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/schedule/preview': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * The next fire times of time settings, as the scheduler will compute them
     * @description Permission: any signed-in user.
     */
    post: operations['postSchedulePreview'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/schedule/save': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Creates a schedule, or changes one when the body names its id
     * @description Permission: manager: 1403:add or 1203:add or 1404:add or 1403:edit or 1203:edit, owner: 304:add or 304:edit, user: 405:add.
     */
    post: operations['postScheduleSave'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/share/create': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Shares a finished run record for 1, 7 or 30 days; answers the link id and the code
     * @description Permission: manager: 1601:share, user: 403:share.
     */
    post: operations['postShareCreate'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/share/delete': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Withdraws a share
     * @description Permission: 1406:delete.
     */
    post: operations['postShareDelete'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/share/list': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Shares of runs of the managed departments, latest first
     * @description Permission: 1406.
     */
    post: operations['postShareList'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/share/open': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Opens a share with its code (wrong codes are counted per share and address)
     * @description Permission: public (no session).
     */
    post: operations['postShareOpen'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/share/recording': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * A recording of a shared run, with the share's code
     * @description Permission: public (no session).
     */
    post: operations['postShareRecording'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/sys/aboutus/app': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Platform version, copyright and database kind for the version dialog.
     * @description Permission: any signed-in user.
     */
    post: operations['postSysAboutusApp'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/sys/alert': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * The caller's messages by level, category, read state, keyword and time
     * @description Permission: any signed-in user.
     */
    post: operations['postSysAlert'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/sys/alert/alert-type': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The categories of messages, with their labels
     * @description Permission: any signed-in user.
     */
    get: operations['getSysAlertAlertType'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/sys/alert/count': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The caller's unread messages
     * @description Permission: any signed-in user.
     */
    get: operations['getSysAlertCount'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/sys/alert/del': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Deletes one of the caller's messages
     * @description Permission: any signed-in user.
     */
    post: operations['postSysAlertDel'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/sys/alert/delete': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Deletes the caller's messages
     * @description Permission: any signed-in user.
     */
    post: operations['postSysAlertDelete'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/sys/annountCement/listByUser': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * The bell's popover: by default the caller's 5 latest unread messages
     * @description Permission: any signed-in user.
     */
    post: operations['postSysAnnountCementListByUser'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/sys/annountCement/queryById': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * One of the caller's messages
     * @description Permission: any signed-in user.
     */
    post: operations['postSysAnnountCementQueryById'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/sys/calendar/del': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Deletes a calendar no schedule uses
     * @description Permission: 1901:save.
     */
    post: operations['postSysCalendarDel'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/sys/calendar/list': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Every user calendar by name, with the number of schedules using it
     * @description Permission: any signed-in user.
     */
    post: operations['postSysCalendarList'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/sys/calendar/save': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Adds a calendar or replaces one's name and days; moves the next fire time of schedules using it
     * @description Permission: 1901:save.
     */
    post: operations['postSysCalendarSave'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/sys/lic/apply': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * The request file the vendor issues a licence from: this installation's machine code
     * @description Permission: 1303:apply.
     */
    post: operations['postSysLicApply'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/sys/lic/checkUser': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Checks the login password (RSA-encrypted) and issues a single-use delete confirmation
     * @description Permission: 1303:delete.
     */
    post: operations['postSysLicCheckUser'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/sys/lic/del': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Deletes a licence with a fresh confirmation; its seats are freed
     * @description Permission: 1303:delete.
     */
    post: operations['postSysLicDel'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/sys/lic/freeAndImport': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Imports a licence file replacing the licence `licSn` (query); its seats move to the new one
     * @description Permission: 1303:transfer.
     */
    post: operations['postSysLicFreeAndImport'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/sys/lic/import': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Imports a licence file (multipart, field `file`)
     * @description Permission: 1303:import.
     */
    post: operations['postSysLicImport'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/sys/lic/licenceList': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Valid licences with seats left for a robot type
     * @description Permission: 1303.
     */
    post: operations['postSysLicLicenceList'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/sys/lic/list': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Licences by status and category (raises the alerts of what it shows)
     * @description Permission: 1303.
     */
    post: operations['postSysLicList'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/sys/lic/transferList': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Seat transfers between licences by licence, reason and result
     * @description Permission: 1303.
     */
    post: operations['postSysLicTransferList'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/sys/lic/updateCustName': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Changes the customer name shown for a licence (the signed file keeps the vendor's)
     * @description Permission: 1303:edit.
     */
    post: operations['postSysLicUpdateCustName'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/sys/mailConf/editMail': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Saves the mail server; an empty password keeps the stored one.
     * @description Permission: 1901:save.
     */
    post: operations['postSysMailConfEditMail'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/sys/mailConf/mailInfo': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * The configured mail server (password withheld), or null when none is.
     * @description Permission: 1901.
     */
    post: operations['postSysMailConfMailInfo'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/sys/mailConf/sendMailTset': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Sends a test mail with the form (or the saved settings when the form is them without a password).
     * @description Permission: 1901:save.
     */
    post: operations['postSysMailConfSendMailTset'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/sys/oplog/export': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * The newest 10000 matching rows as a workbook
     * @description Permission: 1903:export.
     */
    post: operations['postSysOplogExport'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/sys/oplog/list': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Operation log page in the caller’s departments
     * @description Permission: 1903.
     */
    post: operations['postSysOplogList'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/sys/personal/adAndData': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The departments whose data the caller sees.
     * @description Permission: any signed-in user.
     */
    get: operations['getSysPersonalAdAndData'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/sys/personal/alertConf': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Saves whether and which alerts are mailed (and, when given, licence exceptions).
     * @description Permission: any signed-in user.
     */
    post: operations['postSysPersonalAlertConf'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/sys/personal/alertType': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * The alert categories, named in the caller's language.
     * @description Permission: any signed-in user.
     */
    post: operations['postSysPersonalAlertType'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/sys/personal/info': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * The caller's basic and notification settings.
     * @description Permission: any signed-in user.
     */
    post: operations['postSysPersonalInfo'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/sys/personal/licExc': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Saves whether licence exceptions are notified.
     * @description Permission: any signed-in user.
     */
    post: operations['postSysPersonalLicExc'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/sys/personal/save': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Saves the caller's name, alias, email and phone.
     * @description Permission: any signed-in user.
     */
    post: operations['postSysPersonalSave'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/sys/pwdSafe/complex': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * The password rule a new password must follow (also during a forced password change).
     * @description Permission: any signed-in user.
     */
    post: operations['postSysPwdSafeComplex'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/sys/pwdSafe/detail': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * The installation-wide security settings: passwords, lockout, sessions, captcha.
     * @description Permission: 1901.
     */
    post: operations['postSysPwdSafeDetail'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/sys/pwdSafe/save': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Saves the security settings; a pattern with nested repetition is refused.
     * @description Permission: 1901:save.
     */
    post: operations['postSysPwdSafeSave'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/sys/server/del': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Deletes stopped nodes; a node still beating is refused.
     * @description Permission: 1304:delete.
     */
    post: operations['postSysServerDel'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/sys/server/list': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * The server nodes, newest start first, with whether each beats and its robots.
     * @description Permission: 1304.
     */
    post: operations['postSysServerList'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/sys/sysAnnouncementSend/editByAnntIdAndUserId': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Marks the caller's messages read (an empty list: all of them)
     * @description Permission: any signed-in user.
     */
    post: operations['postSysSysAnnouncementSendEditByAnntIdAndUserId'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/sysconfapi/platformLicense': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * The platform's licence type, seats per category and licences due soon
     * @description Permission: any signed-in user.
     */
    post: operations['postSysconfapiPlatformLicense'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/sysconfapi/timesVCode': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Failed sign-ins after which the captcha is required.
     * @description Permission: public (no session).
     */
    post: operations['postSysconfapiTimesVCode'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/task/cancel': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Cancels a waiting run (managers with the button, or the user who started it)
     * @description Permission: any signed-in user.
     */
    post: operations['postTaskCancel'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/task/detail': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * A run with its parameters, files and recordings
     * @description Permission: any signed-in user.
     */
    get: operations['getTaskDetail'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/task/export': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * The manager's task list as xlsx or CSV, with the list's filters (at most 10000 rows)
     * @description Permission: 1401:export.
     */
    post: operations['postTaskExport'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/task/file': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * A file a run produced
     * @description Permission: any signed-in user.
     */
    get: operations['getTaskFile'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/task/list': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Runs the caller sees, by process, operator, state, robot, department, schedule, source and time
     * @description Permission: any signed-in user.
     */
    post: operations['postTaskList'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/task/logs': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * A run's log lines, by text and level
     * @description Permission: any signed-in user.
     */
    post: operations['postTaskLogs'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/task/recording': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * A screen recording of a run (ranges supported)
     * @description Permission: any signed-in user.
     */
    get: operations['getTaskRecording'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/task/run': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Runs a process (its published version; developers any active one) on candidate robots
     * @description Permission: manager: 1201:run, developer: 201:run, owner: 302:run, user: 402:run.
     */
    post: operations['postTaskRun'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/task/stop': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Asks the robot to stop a running run (managers with the button, or the user who started it)
     * @description Permission: any signed-in user.
     */
    post: operations['postTaskStop'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
}
export type webhooks = Record<string, never>;
export interface components {
  schemas: {
    postSauthMenuUsermenuResult__schema0: {
      id: number;
      parentId: number | null;
      path: string;
      component: string;
      level: number;
      icon: string;
      title: {
        zh_CN: string;
        en_US: string;
      };
      hidden: boolean;
      redirect: string;
      notRouted: boolean;
      newTab: boolean;
      /** @enum {string} */
      layout: 'default' | 'blank';
      externalUrl: string;
      children: components['schemas']['postSauthMenuUsermenuResult__schema0'][];
    };
    postSauthOrgTreeResult__schema0: {
      id: number;
      name: string;
      code: string;
      parentId: number | null;
      sort: number;
      description: string;
      children: components['schemas']['postSauthOrgTreeResult__schema0'][];
    };
    postSauthRoleMenuTreeResult__schema0: {
      key: string;
      /** @enum {string} */
      kind: 'menu' | 'button';
      title: {
        zh_CN: string;
        en_US: string;
      };
      children: components['schemas']['postSauthRoleMenuTreeResult__schema0'][];
    };
    postSauthUserSelectOrgResult__schema0: {
      id: number;
      name: string;
      code: string;
      parentId: number | null;
      sort: number;
      description: string;
      children: components['schemas']['postSauthUserSelectOrgResult__schema0'][];
    };
  };
  responses: never;
  parameters: never;
  requestBodies: never;
  headers: never;
  pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
  postDashboardManager: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          /** @enum {string} */
          quick?:
            | 'today'
            | 'yesterday'
            | 'last24h'
            | 'thisWeek'
            | 'last7Days'
            | 'thisMonth'
            | 'last30Days'
            | 'thisYear'
            | 'lastYear'
            | 'all'
            | 'oneMonth'
            | 'threeMonths'
            | 'sixMonths'
            | 'oneYear';
          /** Format: date-time */
          from?: string;
          /** Format: date-time */
          to?: string;
        };
      };
    };
    responses: {
      /** @description Done: `code` 0 and the result. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description 0 on success, an error code otherwise (docs/api.md "Envelope"). */
            code: number;
            /** @description A sentence in the caller’s language (the `lang` header). */
            msg: string;
            result: {
              range: {
                from: string | null;
                to: string;
                corrected: boolean;
                maxDays: number;
              };
              robots: {
                idle: number;
                running: number;
                offline: number;
              };
              licences: {
                /** @enum {string} */
                category: 'background' | 'foreground' | 'designer' | 'scene';
                total: number;
                used: number;
                left: number;
              }[];
              expiring: {
                licSn: string;
                /** @enum {string} */
                category: 'background' | 'foreground' | 'designer' | 'scene';
                dueAt: string;
                daysLeft: number;
              }[];
              lastTasks: {
                id: number;
                processId: number;
                processName: string;
                versionNumber: string;
                robotName: string;
                operatorName: string;
                /** @enum {string} */
                state:
                  | 'pending'
                  | 'running'
                  | 'success'
                  | 'failed'
                  | 'stopping'
                  | 'stopped'
                  | 'pendout'
                  | 'runout'
                  | 'cancelled';
                createdAt: string;
                finishedAt: string | null;
                error: string;
              }[];
              abnormalTasks: {
                id: number;
                processId: number;
                processName: string;
                versionNumber: string;
                robotName: string;
                operatorName: string;
                /** @enum {string} */
                state:
                  | 'pending'
                  | 'running'
                  | 'success'
                  | 'failed'
                  | 'stopping'
                  | 'stopped'
                  | 'pendout'
                  | 'runout'
                  | 'cancelled';
                createdAt: string;
                finishedAt: string | null;
                error: string;
              }[];
              runs: {
                total: number;
                byState: {
                  [key: string]: number;
                };
                abnormal: number;
                successRate: number | null;
              };
              perDay: {
                day: string;
                total: number;
                success: number;
                abnormal: number;
              }[];
              busiestProcesses: {
                id: number;
                name: string;
                runs: number;
                success: number;
              }[];
              busiestRobots: {
                id: number;
                name: string;
                runs: number;
                success: number;
              }[];
            };
          };
        };
      };
      /** @description Refused: the envelope with an error code and `result: null`. */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description 0 on success, an error code otherwise (docs/api.md "Envelope"). */
            code: number;
            /** @description A sentence in the caller’s language (the `lang` header). */
            msg: string;
            result: null;
          };
        };
      };
    };
  };
  postDashboardOwner: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          /** @enum {string} */
          quick?:
            | 'today'
            | 'yesterday'
            | 'last24h'
            | 'thisWeek'
            | 'last7Days'
            | 'thisMonth'
            | 'last30Days'
            | 'thisYear'
            | 'lastYear'
            | 'all'
            | 'oneMonth'
            | 'threeMonths'
            | 'sixMonths'
            | 'oneYear';
          /** Format: date-time */
          from?: string;
          /** Format: date-time */
          to?: string;
        };
      };
    };
    responses: {
      /** @description Done: `code` 0 and the result. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description 0 on success, an error code otherwise (docs/api.md "Envelope"). */
            code: number;
            /** @description A sentence in the caller’s language (the `lang` header). */
            msg: string;
            result: {
              range: {
                from: string | null;
                to: string;
                corrected: boolean;
                maxDays: number;
              };
              processes: {
                total: number;
                published: number;
                awaitingAudit: number;
              };
              awaiting: {
                processId: number;
                processName: string;
                versionId: number;
                versionNumber: string;
                developerName: string;
                submittedAt: string;
              }[];
              runs: {
                total: number;
                byState: {
                  [key: string]: number;
                };
                abnormal: number;
                successRate: number | null;
              };
              perDay: {
                day: string;
                total: number;
                success: number;
                abnormal: number;
              }[];
              abnormalTasks: {
                id: number;
                processId: number;
                processName: string;
                versionNumber: string;
                robotName: string;
                operatorName: string;
                /** @enum {string} */
                state:
                  | 'pending'
                  | 'running'
                  | 'success'
                  | 'failed'
                  | 'stopping'
                  | 'stopped'
                  | 'pendout'
                  | 'runout'
                  | 'cancelled';
                createdAt: string;
                finishedAt: string | null;
                error: string;
              }[];
            };
          };
        };
      };
      /** @description Refused: the envelope with an error code and `result: null`. */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description 0 on success, an error code otherwise (docs/api.md "Envelope"). */
            code: number;
            /** @description A sentence in the caller’s language (the `lang` header). */
            msg: string;
            result: null;
          };
        };
      };
    };
  };
  postDashboardUser: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          /** @enum {string} */
          quick?:
            | 'today'
            | 'yesterday'
            | 'last24h'
            | 'thisWeek'
            | 'last7Days'
            | 'thisMonth'
            | 'last30Days'
            | 'thisYear'
            | 'lastYear'
            | 'all'
            | 'oneMonth'
            | 'threeMonths'
            | 'sixMonths'
            | 'oneYear';
          /** Format: date-time */
          from?: string;
          /** Format: date-time */
          to?: string;
        };
      };
    };
    responses: {
      /** @description Done: `code` 0 and the result. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description 0 on success, an error code otherwise (docs/api.md "Envelope"). */
            code: number;
            /** @description A sentence in the caller’s language (the `lang` header). */
            msg: string;
            result: {
              range: {
                from: string | null;
                to: string;
                corrected: boolean;
                maxDays: number;
              };
              live: {
                id: number;
                processId: number;
                processName: string;
                versionNumber: string;
                robotName: string;
                operatorName: string;
                /** @enum {string} */
                state:
                  | 'pending'
                  | 'running'
                  | 'success'
                  | 'failed'
                  | 'stopping'
                  | 'stopped'
                  | 'pendout'
                  | 'runout'
                  | 'cancelled';
                createdAt: string;
                finishedAt: string | null;
                error: string;
              }[];
              robots: {
                id: number;
                robotsNo: string;
                alias: string;
                runState: string;
                lastOnlineAt: string | null;
              }[];
              processes: {
                assigned: number;
                ranInRange: number;
              };
              runs: {
                total: number;
                byState: {
                  [key: string]: number;
                };
                abnormal: number;
                successRate: number | null;
              };
              perDay: {
                day: string;
                total: number;
                success: number;
                abnormal: number;
              }[];
              busiestProcesses: {
                id: number;
                name: string;
                runs: number;
                success: number;
              }[];
            };
          };
        };
      };
      /** @description Refused: the envelope with an error code and `result: null`. */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description 0 on success, an error code otherwise (docs/api.md "Envelope"). */
            code: number;
            /** @description A sentence in the caller’s language (the `lang` header). */
            msg: string;
            result: null;
          };
        };
      };
    };
  };
  getHealth: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Done: `code` 0 and the result. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description 0 on success, an error code otherwise (docs/api.md "Envelope"). */
            code: number;
            /** @description A sentence in the caller’s language (the `lang` header). */
            msg: string;
            result: {
              /** @constant */
              status: 'ok';
              version: string;
              /** @enum {string} */
              database: 'pglite' | 'postgres';
              migrations: number;
              /** @enum {string} */
              events: 'memory' | 'redis';
              uptimeSeconds: number;
            };
          };
        };
      };
      /** @description Refused: the envelope with an error code and `result: null`. */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description 0 on success, an error code otherwise (docs/api.md "Envelope"). */
            code: number;
            /** @description A sentence in the caller’s language (the `lang` header). */
            msg: string;
            result: null;
          };
        };
      };
    };
  };
  getOauthCaptchaJpg: {
    parameters: {
      query: {
        uuid: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The file. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/octet-stream': string;
        };
      };
      /** @description Refused: the envelope with an error code and `result: null`. */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description 0 on success, an error code otherwise (docs/api.md "Envelope"). */
            code: number;
            /** @description A sentence in the caller’s language (the `lang` header). */
            msg: string;
            result: null;
          };
        };
      };
    };
  };
  postOauthExchange: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          token: string;
          identity?: number;
        };
      };
    };
    responses: {
      /** @description Done: `code` 0 and the result. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description 0 on success, an error code otherwise (docs/api.md "Envelope"). */
            code: number;
            /** @description A sentence in the caller’s language (the `lang` header). */
            msg: string;
            result: {
              token: string;
              signKey: string;
              sessionTimeoutMinutes: number;
              user: {
                id: number;
                userName: string;
                userAlias: string;
                alias: string;
                isNeedModifyPwd: 0 | 1;
              };
              idenList: (1 | 2 | 3 | 4)[];
              /** @enum {number} */
              curIden: 1 | 2 | 3 | 4;
            };
          };
        };
      };
      /** @description Refused: the envelope with an error code and `result: null`. */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description 0 on success, an error code otherwise (docs/api.md "Envelope"). */
            code: number;
            /** @description A sentence in the caller’s language (the `lang` header). */
            msg: string;
            result: null;
          };
        };
      };
    };
  };
  postOauthHandover: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Done: `code` 0 and the result. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description 0 on success, an error code otherwise (docs/api.md "Envelope"). */
            code: number;
            /** @description A sentence in the caller’s language (the `lang` header). */
            msg: string;
            result: {
              token: string;
              /** @enum {number} */
              identity: 1 | 2 | 3 | 4;
              expiresInSeconds: number;
            };
          };
        };
      };
      /** @description Refused: the envelope with an error code and `result: null`. */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description 0 on success, an error code otherwise (docs/api.md "Envelope"). */
            code: number;
            /** @description A sentence in the caller’s language (the `lang` header). */
            msg: string;
            result: null;
          };
        };
      };
    };
  };
  getOauthLogout: {
    parameters: {
      query?: {
        access_token?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Done: `code` 0 and the result. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description 0 on success, an error code otherwise (docs/api.md "Envelope"). */
            code: number;
            /** @description A sentence in the caller’s language (the `lang` header). */
            msg: string;
            result: null;
          };
        };
      };
      /** @description Refused: the envelope with an error code and `result: null`. */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description 0 on success, an error code otherwise (docs/api.md "Envelope"). */
            code: number;
            /** @description A sentence in the caller’s language (the `lang` header). */
            msg: string;
            result: null;
          };
        };
      };
    };
  };
  getOauthPublicKey: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Done: `code` 0 and the result. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "code": 0,
           *       "msg": "ok",
           *       "result": {
           *         "publicKey": "-----BEGIN PUBLIC KEY-----\nMIIBIjANBgkqh…\n-----END PUBLIC KEY-----\n",
           *         "algorithm": "RSA-OAEP",
           *         "hash": "SHA-256"
           *       }
           *     }
           */
          'application/json': {
            /** @description 0 on success, an error code otherwise (docs/api.md "Envelope"). */
            code: number;
            /** @description A sentence in the caller’s language (the `lang` header). */
            msg: string;
            result: {
              publicKey: string;
              /** @constant */
              algorithm: 'RSA-OAEP';
              /** @constant */
              hash: 'SHA-256';
            };
          };
        };
      };
      /** @description Refused: the envelope with an error code and `result: null`. */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description 0 on success, an error code otherwise (docs/api.md "Envelope"). */
            code: number;
            /** @description A sentence in the caller’s language (the `lang` header). */
            msg: string;
            result: null;
          };
        };
      };
    };
  };
  postOauthToken: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        /**
         * @example {
         *       "username": "admin",
         *       "password": "<base64 RSA-OAEP ciphertext of the password>",
         *       "clientType": "web",
         *       "captcha": "Kx7p",
         *       "uuid": "3f6c2a9e-0d41-4c8e-9b7a-1e2f3a4b5c6d"
         *     }
         */
        'application/json': {
          username: string;
          password: string;
          /** @enum {string} */
          clientType: 'web' | 'designer' | 'assistant' | 'robot' | 'sceneRobot';
          captcha?: string;
          uuid?: string;
        };
      };
    };
    responses: {
      /** @description Done: `code` 0 and the result. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "code": 0,
           *       "msg": "ok",
           *       "result": {
           *         "token": "<accesstoken>",
           *         "signKey": "<HMAC key for the signature header>",
           *         "sessionTimeoutMinutes": 30,
           *         "user": {
           *           "id": 1,
           *           "userName": "Administrator",
           *           "userAlias": "admin",
           *           "isNeedModifyPwd": 0
           *         },
           *         "idenList": [
           *           1,
           *           2,
           *           3,
           *           4
           *         ],
           *         "curIden": 1
           *       }
           *     }
           */
          'application/json': {
            /** @description 0 on success, an error code otherwise (docs/api.md "Envelope"). */
            code: number;
            /** @description A sentence in the caller’s language (the `lang` header). */
            msg: string;
            result: {
              token: string;
              signKey: string;
              sessionTimeoutMinutes: number;
              user: {
                id: number;
                userName: string;
                userAlias: string;
                alias: string;
                isNeedModifyPwd: 0 | 1;
              };
              idenList: (1 | 2 | 3 | 4)[];
              /** @enum {number} */
              curIden: 1 | 2 | 3 | 4;
            };
          };
        };
      };
      /** @description Refused: the envelope with an error code and `result: null`. */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description 0 on success, an error code otherwise (docs/api.md "Envelope"). */
            code: number;
            /** @description A sentence in the caller’s language (the `lang` header). */
            msg: string;
            result: null;
          };
        };
      };
    };
  };
  postOauthValidate: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Done: `code` 0 and the result. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description 0 on success, an error code otherwise (docs/api.md "Envelope"). */
            code: number;
            /** @description A sentence in the caller’s language (the `lang` header). */
            msg: string;
            result: {
              /** @constant */
              valid: true;
              userId: number;
              /** @enum {number} */
              curIden: 1 | 2 | 3 | 4;
            };
          };
        };
      };
      /** @description Refused: the envelope with an error code and `result: null`. */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description 0 on success, an error code otherwise (docs/api.md "Envelope"). */
            code: number;
            /** @description A sentence in the caller’s language (the `lang` header). */
            msg: string;
            result: null;
          };
        };
      };
    };
  };
  getOpenapiJson: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The file. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/octet-stream': string;
        };
      };
      /** @description Refused: the envelope with an error code and `result: null`. */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description 0 on success, an error code otherwise (docs/api.md "Envelope"). */
            code: number;
            /** @description A sentence in the caller’s language (the `lang` header). */
            msg: string;
            result: null;
          };
        };
      };
    };
  };
  postProcessDevDelete: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          versionId: number;
        };
      };
    };
    responses: {
      /** @description Done: `code` 0 and the result. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description 0 on success, an error code otherwise (docs/api.md "Envelope"). */
            code: number;
            /** @description A sentence in the caller’s language (the `lang` header). */
            msg: string;
            result: {
              processDeleted: boolean;
            };
          };
        };
      };
      /** @description Refused: the envelope with an error code and `result: null`. */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description 0 on success, an error code otherwise (docs/api.md "Envelope"). */
            code: number;
            /** @description A sentence in the caller’s language (the `lang` header). */
            msg: string;
            result: null;
          };
        };
      };
    };
  };
  getProcessDevDetail: {
    parameters: {
      query: {
        id: number;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Done: `code` 0 and the result. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description 0 on success, an error code otherwise (docs/api.md "Envelope"). */
            code: number;
            /** @description A sentence in the caller’s language (the `lang` header). */
            msg: string;
            result: {
              id: number;
              name: string;
              keywords: string;
              introduction: string;
              description: string;
              icon: string | null;
              /** @enum {number} */
              status: 0 | 1 | 2;
              latestVersion: string | null;
              versionCount: number;
              releasedVersion: string | null;
              pendingVersionId: number | null;
              developer: {
                id: number;
                account: string;
                realName: string;
              } | null;
              owner: {
                id: number;
                account: string;
                realName: string;
              } | null;
              departmentId: number;
              departmentName: string;
              userCount: number;
              dispatchCount: number;
              lastRunAt: string | null;
              createdAt: string;
              updatedAt: string;
              help: string;
              assistant: boolean;
              startOnBoot: boolean;
              waitTimeout: number;
              runTimeout: number;
              manualMinutes: number;
              autoStopMinutes: number;
              failedRetries: number;
              parameters: {
                name: string;
                /** @default  */
                description: string;
                /**
                 * @default string
                 * @enum {string}
                 */
                type: 'string' | 'number' | 'boolean' | 'date' | 'datetime' | 'file';
                defaultValue: string;
                /** @default  */
                help: string;
                /** @default false */
                required: boolean;
              }[];
              iconMime: string | null;
              flow: {
                /** @default [] */
                nodes: {
                  id: string;
                  label: string;
                  /** @enum {string} */
                  type?: 'start' | 'end' | 'task' | 'decision';
                }[];
                /** @default [] */
                edges: {
                  from: string;
                  to: string;
                  label?: string;
                }[];
              };
              users: {
                id: number;
                account: string;
                realName: string;
              }[];
              ownerConfirmedAt: string | null;
            };
          };
        };
      };
      /** @description Refused: the envelope with an error code and `result: null`. */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description 0 on success, an error code otherwise (docs/api.md "Envelope"). */
            code: number;
            /** @description A sentence in the caller’s language (the `lang` header). */
            msg: string;
            result: null;
          };
        };
      };
    };
  };
  getProcessDevDownload: {
    parameters: {
      query: {
        versionId: number;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The file. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/octet-stream': string;
        };
      };
      /** @description Refused: the envelope with an error code and `result: null`. */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description 0 on success, an error code otherwise (docs/api.md "Envelope"). */
            code: number;
            /** @description A sentence in the caller’s language (the `lang` header). */
            msg: string;
            result: null;
          };
        };
      };
    };
  };
  postProcessDevExport: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          name?: string;
          keyword?: string;
          status?: number;
          departmentId?: number;
          /** @enum {string} */
          format: 'xlsx' | 'csv';
          audit?: boolean;
        };
      };
    };
    responses: {
      /** @description The file. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/octet-stream': string;
        };
      };
      /** @description Refused: the envelope with an error code and `result: null`. */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description 0 on success, an error code otherwise (docs/api.md "Envelope"). */
            code: number;
            /** @description A sentence in the caller’s language (the `lang` header). */
            msg: string;
            result: null;
          };
        };
      };
    };
  };
  postProcessDevIcon: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'multipart/form-data': {
          id: number;
          file: string;
        };
      };
    };
    responses: {
      /** @description Done: `code` 0 and the result. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description 0 on success, an error code otherwise (docs/api.md "Envelope"). */
            code: number;
            /** @description A sentence in the caller’s language (the `lang` header). */
            msg: string;
            result: {
              id: number;
              name: string;
              keywords: string;
              introduction: string;
              description: string;
              icon: string | null;
              /** @enum {number} */
              status: 0 | 1 | 2;
              latestVersion: string | null;
              versionCount: number;
              releasedVersion: string | null;
              pendingVersionId: number | null;
              developer: {
                id: number;
                account: string;
                realName: string;
              } | null;
              owner: {
                id: number;
                account: string;
                realName: string;
              } | null;
              departmentId: number;
              departmentName: string;
              userCount: number;
              dispatchCount: number;
              lastRunAt: string | null;
              createdAt: string;
              updatedAt: string;
              help: string;
              assistant: boolean;
              startOnBoot: boolean;
              waitTimeout: number;
              runTimeout: number;
              manualMinutes: number;
              autoStopMinutes: number;
              failedRetries: number;
              parameters: {
                name: string;
                /** @default  */
                description: string;
                /**
                 * @default string
                 * @enum {string}
                 */
                type: 'string' | 'number' | 'boolean' | 'date' | 'datetime' | 'file';
                defaultValue: string;
                /** @default  */
                help: string;
                /** @default false */
                required: boolean;
              }[];
              iconMime: string | null;
              flow: {
                /** @default [] */
                nodes: {
                  id: string;
                  label: string;
                  /** @enum {string} */
                  type?: 'start' | 'end' | 'task' | 'decision';
                }[];
                /** @default [] */
                edges: {
                  from: string;
                  to: string;
                  label?: string;
                }[];
              };
              users: {
                id: number;
                account: string;
                realName: string;
              }[];
              ownerConfirmedAt: string | null;
            };
          };
        };
      };
      /** @description Refused: the envelope with an error code and `result: null`. */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description 0 on success, an error code otherwise (docs/api.md "Envelope"). */
            code: number;
            /** @description A sentence in the caller’s language (the `lang` header). */
            msg: string;
            result: null;
          };
        };
      };
    };
  };
  postProcessDevList: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          page?: number;
          size?: number;
          name?: string;
          keyword?: string;
          status?: number;
          departmentId?: number;
          audit?: boolean;
        };
      };
    };
    responses: {
      /** @description Done: `code` 0 and the result. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description 0 on success, an error code otherwise (docs/api.md "Envelope"). */
            code: number;
            /** @description A sentence in the caller’s language (the `lang` header). */
            msg: string;
            result: {
              records: {
                id: number;
                name: string;
                keywords: string;
                introduction: string;
                description: string;
                icon: string | null;
                /** @enum {number} */
                status: 0 | 1 | 2;
                latestVersion: string | null;
                versionCount: number;
                releasedVersion: string | null;
                pendingVersionId: number | null;
                developer: {
                  id: number;
                  account: string;
                  realName: string;
                } | null;
                owner: {
                  id: number;
                  account: string;
                  realName: string;
                } | null;
                departmentId: number;
                departmentName: string;
                userCount: number;
                dispatchCount: number;
                lastRunAt: string | null;
                createdAt: string;
                updatedAt: string;
              }[];
              total: number;
              capped: boolean;
              page: number;
              size: number;
            };
          };
        };
      };
      /** @description Refused: the envelope with an error code and `result: null`. */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description 0 on success, an error code otherwise (docs/api.md "Envelope"). */
            code: number;
            /** @description A sentence in the caller’s language (the `lang` header). */
            msg: string;
            result: null;
          };
        };
      };
    };
  };
  postProcessDevModify: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          id: number;
          name?: string;
          keywords?: string;
          introduction?: string;
          description?: string;
          help?: string;
          assistant?: boolean;
          startOnBoot?: boolean;
          waitTimeout?: number;
          runTimeout?: number;
          manualMinutes?: number;
          autoStopMinutes?: number;
          failedRetries?: number;
          parameters?: {
            name: string;
            /** @default  */
            description?: string;
            /**
             * @default string
             * @enum {string}
             */
            type?: 'string' | 'number' | 'boolean' | 'date' | 'datetime' | 'file';
            defaultValue?: string | number | boolean | null;
            /** @default  */
            help?: string;
            /** @default false */
            required?: boolean;
          }[];
          departmentId?: number;
        };
      };
    };
    responses: {
      /** @description Done: `code` 0 and the result. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description 0 on success, an error code otherwise (docs/api.md "Envelope"). */
            code: number;
            /** @description A sentence in the caller’s language (the `lang` header). */
            msg: string;
            result: {
              id: number;
              name: string;
              keywords: string;
              introduction: string;
              description: string;
              icon: string | null;
              /** @enum {number} */
              status: 0 | 1 | 2;
              latestVersion: string | null;
              versionCount: number;
              releasedVersion: string | null;
              pendingVersionId: number | null;
              developer: {
                id: number;
                account: string;
                realName: string;
              } | null;
              owner: {
                id: number;
                account: string;
                realName: string;
              } | null;
              departmentId: number;
              departmentName: string;
              userCount: number;
              dispatchCount: number;
              lastRunAt: string | null;
              createdAt: string;
              updatedAt: string;
              help: string;
              assistant: boolean;
              startOnBoot: boolean;
              waitTimeout: number;
              runTimeout: number;
              manualMinutes: number;
              autoStopMinutes: number;
              failedRetries: number;
              parameters: {
                name: string;
                /** @default  */
                description: string;
                /**
                 * @default string
                 * @enum {string}
                 */
                type: 'string' | 'number' | 'boolean' | 'date' | 'datetime' | 'file';
                defaultValue: string;
                /** @default  */
                help: string;
                /** @default false */
                required: boolean;
              }[];
              iconMime: string | null;
              flow: {
                /** @default [] */
                nodes: {
                  id: string;
                  label: string;
                  /** @enum {string} */
                  type?: 'start' | 'end' | 'task' | 'decision';
                }[];
                /** @default [] */
                edges: {
                  from: string;
                  to: string;
                  label?: string;
                }[];
              };
              users: {
                id: number;
                account: string;
                realName: string;
              }[];
              ownerConfirmedAt: string | null;
            };
          };
        };
      };
      /** @description Refused: the envelope with an error code and `result: null`. */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description 0 on success, an error code otherwise (docs/api.md "Envelope"). */
            code: number;
            /** @description A sentence in the caller’s language (the `lang` header). */
            msg: string;
            result: null;
          };
        };
      };
    };
  };
  postProcessDevOwners: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Done: `code` 0 and the result. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description 0 on success, an error code otherwise (docs/api.md "Envelope"). */
            code: number;
            /** @description A sentence in the caller’s language (the `lang` header). */
            msg: string;
            result: {
              id: number;
              account: string;
              realName: string;
              departmentName: string;
            }[];
          };
        };
      };
      /** @description Refused: the envelope with an error code and `result: null`. */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description 0 on success, an error code otherwise (docs/api.md "Envelope"). */
            code: number;
            /** @description A sentence in the caller’s language (the `lang` header). */
            msg: string;
            result: null;
          };
        };
      };
    };
  };
  postProcessDevPublish: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          versionId: number;
          ownerId: number;
          introduction?: string;
        };
      };
    };
    responses: {
      /** @description Done: `code` 0 and the result. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description 0 on success, an error code otherwise (docs/api.md "Envelope"). */
            code: number;
            /** @description A sentence in the caller’s language (the `lang` header). */
            msg: string;
            result: {
              id: number;
              processId: number;
              number: string;
              /** @enum {number} */
              status: 0 | 1 | 2;
              active: boolean;
              size: number;
              packageSha256: string;
              /** @enum {string} */
              runtime: 'node' | 'shell';
              entry: string;
              introduction: string;
              developer: {
                id: number;
                account: string;
                realName: string;
              } | null;
              owner: {
                id: number;
                account: string;
                realName: string;
              } | null;
              createdAt: string;
              submittedAt: string | null;
              releasedAt: string | null;
              lastRunAt: string | null;
              dispatchCount: number;
              lastRecord: {
                id: number;
                processId: number;
                processName: string;
                versionId: number;
                versionNumber: string;
                /** @enum {string} */
                type: 'release' | 'devback' | 'appr' | 'reject' | 'back';
                actor: {
                  id: number;
                  account: string;
                  realName: string;
                } | null;
                actorName: string;
                reason: string;
                at: string;
              } | null;
              robotWarning?: string;
            };
          };
        };
      };
      /** @description Refused: the envelope with an error code and `result: null`. */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description 0 on success, an error code otherwise (docs/api.md "Envelope"). */
            code: number;
            /** @description A sentence in the caller’s language (the `lang` header). */
            msg: string;
            result: null;
          };
        };
      };
    };
  };
  postProcessDevRecords: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          processId?: number;
          versionId?: number;
          /** @enum {string} */
          type?: 'release' | 'devback' | 'appr' | 'reject' | 'back';
          page?: number;
          size?: number;
        };
      };
    };
    responses: {
      /** @description Done: `code` 0 and the result. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description 0 on success, an error code otherwise (docs/api.md "Envelope"). */
            code: number;
            /** @description A sentence in the caller’s language (the `lang` header). */
            msg: string;
            result: {
              records: {
                id: number;
                processId: number;
                processName: string;
                versionId: number;
                versionNumber: string;
                /** @enum {string} */
                type: 'release' | 'devback' | 'appr' | 'reject' | 'back';
                actor: {
                  id: number;
                  account: string;
                  realName: string;
                } | null;
                actorName: string;
                reason: string;
                at: string;
              }[];
              total: number;
              capped: boolean;
              page: number;
              size: number;
            };
          };
        };
      };
      /** @description Refused: the envelope with an error code and `result: null`. */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description 0 on success, an error code otherwise (docs/api.md "Envelope"). */
            code: number;
            /** @description A sentence in the caller’s language (the `lang` header). */
            msg: string;
            result: null;
          };
        };
      };
    };
  };
  postProcessDevUpload: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'multipart/form-data': {
          processId?: number;
          file: string;
        };
      };
    };
    responses: {
      /** @description Done: `code` 0 and the result. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description 0 on success, an error code otherwise (docs/api.md "Envelope"). */
            code: number;
            /** @description A sentence in the caller’s language (the `lang` header). */
            msg: string;
            result: {
              created: boolean;
              process: {
                id: number;
                name: string;
                keywords: string;
                introduction: string;
                description: string;
                icon: string | null;
                /** @enum {number} */
                status: 0 | 1 | 2;
                latestVersion: string | null;
                versionCount: number;
                releasedVersion: string | null;
                pendingVersionId: number | null;
                developer: {
                  id: number;
                  account: string;
                  realName: string;
                } | null;
                owner: {
                  id: number;
                  account: string;
                  realName: string;
                } | null;
                departmentId: number;
                departmentName: string;
                userCount: number;
                dispatchCount: number;
                lastRunAt: string | null;
                createdAt: string;
                updatedAt: string;
                help: string;
                assistant: boolean;
                startOnBoot: boolean;
                waitTimeout: number;
                runTimeout: number;
                manualMinutes: number;
                autoStopMinutes: number;
                failedRetries: number;
                parameters: {
                  name: string;
                  /** @default  */
                  description: string;
                  /**
                   * @default string
                   * @enum {string}
                   */
                  type: 'string' | 'number' | 'boolean' | 'date' | 'datetime' | 'file';
                  defaultValue: string;
                  /** @default  */
                  help: string;
                  /** @default false */
                  required: boolean;
                }[];
                iconMime: string | null;
                flow: {
                  /** @default [] */
                  nodes: {
                    id: string;
                    label: string;
                    /** @enum {string} */
                    type?: 'start' | 'end' | 'task' | 'decision';
                  }[];
                  /** @default [] */
                  edges: {
                    from: string;
                    to: string;
                    label?: string;
                  }[];
                };
                users: {
                  id: number;
                  account: string;
                  realName: string;
                }[];
                ownerConfirmedAt: string | null;
              };
              version: {
                id: number;
                processId: number;
                number: string;
                /** @enum {number} */
                status: 0 | 1 | 2;
                active: boolean;
                size: number;
                packageSha256: string;
                /** @enum {string} */
                runtime: 'node' | 'shell';
                entry: string;
                introduction: string;
                developer: {
                  id: number;
                  account: string;
                  realName: string;
                } | null;
                owner: {
                  id: number;
                  account: string;
                  realName: string;
                } | null;
                createdAt: string;
                submittedAt: string | null;
                releasedAt: string | null;
                lastRunAt: string | null;
                dispatchCount: number;
                lastRecord: {
                  id: number;
                  processId: number;
                  processName: string;
                  versionId: number;
                  versionNumber: string;
                  /** @enum {string} */
                  type: 'release' | 'devback' | 'appr' | 'reject' | 'back';
                  actor: {
                    id: number;
                    account: string;
                    realName: string;
                  } | null;
                  actorName: string;
                  reason: string;
                  at: string;
                } | null;
              };
            };
          };
        };
      };
      /** @description Refused: the envelope with an error code and `result: null`. */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description 0 on success, an error code otherwise (docs/api.md "Envelope"). */
            code: number;
            /** @description A sentence in the caller’s language (the `lang` header). */
            msg: string;
            result: null;
          };
        };
      };
    };
  };
  postProcessDevVersions: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          processId: number;
          page?: number;
          size?: number;
        };
      };
    };
    responses: {
      /** @description Done: `code` 0 and the result. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description 0 on success, an error code otherwise (docs/api.md "Envelope"). */
            code: number;
            /** @description A sentence in the caller’s language (the `lang` header). */
            msg: string;
            result: {
              records: {
                id: number;
                processId: number;
                number: string;
                /** @enum {number} */
                status: 0 | 1 | 2;
                active: boolean;
                size: number;
                packageSha256: string;
                /** @enum {string} */
                runtime: 'node' | 'shell';
                entry: string;
                introduction: string;
                developer: {
                  id: number;
                  account: string;
                  realName: string;
                } | null;
                owner: {
                  id: number;
                  account: string;
                  realName: string;
                } | null;
                createdAt: string;
                submittedAt: string | null;
                releasedAt: string | null;
                lastRunAt: string | null;
                dispatchCount: number;
                lastRecord: {
                  id: number;
                  processId: number;
                  processName: string;
                  versionId: number;
                  versionNumber: string;
                  /** @enum {string} */
                  type: 'release' | 'devback' | 'appr' | 'reject' | 'back';
                  actor: {
                    id: number;
                    account: string;
                    realName: string;
                  } | null;
                  actorName: string;
                  reason: string;
                  at: string;
                } | null;
              }[];
              total: number;
              capped: boolean;
              page: number;
              size: number;
            };
          };
        };
      };
      /** @description Refused: the envelope with an error code and `result: null`. */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description 0 on success, an error code otherwise (docs/api.md "Envelope"). */
            code: number;
            /** @description A sentence in the caller’s language (the `lang` header). */
            msg: string;
            result: null;
          };
        };
      };
    };
  };
  postProcessDevWithdraw: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          versionId: number;
        };
      };
    };
    responses: {
      /** @description Done: `code` 0 and the result. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description 0 on success, an error code otherwise (docs/api.md "Envelope"). */
            code: number;
            /** @description A sentence in the caller’s language (the `lang` header). */
            msg: string;
            result: {
              id: number;
              processId: number;
              number: string;
              /** @enum {number} */
              status: 0 | 1 | 2;
              active: boolean;
              size: number;
              packageSha256: string;
              /** @enum {string} */
              runtime: 'node' | 'shell';
              entry: string;
              introduction: string;
              developer: {
                id: number;
                account: string;
                realName: string;
              } | null;
              owner: {
                id: number;
                account: string;
                realName: string;
              } | null;
              createdAt: string;
              submittedAt: string | null;
              releasedAt: string | null;
              lastRunAt: string | null;
              dispatchCount: number;
              lastRecord: {
                id: number;
                processId: number;
                processName: string;
                versionId: number;
                versionNumber: string;
                /** @enum {string} */
                type: 'release' | 'devback' | 'appr' | 'reject' | 'back';
                actor: {
                  id: number;
                  account: string;
                  realName: string;
                } | null;
                actorName: string;
                reason: string;
                at: string;
              } | null;
            };
          };
        };
      };
      /** @description Refused: the envelope with an error code and `result: null`. */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description 0 on success, an error code otherwise (docs/api.md "Envelope"). */
            code: number;
            /** @description A sentence in the caller’s language (the `lang` header). */
            msg: string;
            result: null;
          };
        };
      };
    };
  };
  getProcessIcon: {
    parameters: {
      query: {
        id: number;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The file. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/octet-stream': string;
        };
      };
      /** @description Refused: the envelope with an error code and `result: null`. */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description 0 on success, an error code otherwise (docs/api.md "Envelope"). */
            code: number;
            /** @description A sentence in the caller’s language (the `lang` header). */
            msg: string;
            result: null;
          };
        };
      };
    };
  };
  postProcessManagerDelete: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          id: number;
        };
      };
    };
    responses: {
      /** @description Done: `code` 0 and the result. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description 0 on success, an error code otherwise (docs/api.md "Envelope"). */
            code: number;
            /** @description A sentence in the caller’s language (the `lang` header). */
            msg: string;
            result: null;
          };
        };
      };
      /** @description Refused: the envelope with an error code and `result: null`. */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description 0 on success, an error code otherwise (docs/api.md "Envelope"). */
            code: number;
            /** @description A sentence in the caller’s language (the `lang` header). */
            msg: string;
            result: null;
          };
        };
      };
    };
  };
  getProcessManagerDetail: {
    parameters: {
      query: {
        id: number;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Done: `code` 0 and the result. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description 0 on success, an error code otherwise (docs/api.md "Envelope"). */
            code: number;
            /** @description A sentence in the caller’s language (the `lang` header). */
            msg: string;
            result: {
              id: number;
              name: string;
              keywords: string;
              introduction: string;
              description: string;
              icon: string | null;
              /** @enum {number} */
              status: 0 | 1 | 2;
              latestVersion: string | null;
              versionCount: number;
              releasedVersion: string | null;
              pendingVersionId: number | null;
              developer: {
                id: number;
                account: string;
                realName: string;
              } | null;
              owner: {
                id: number;
                account: string;
                realName: string;
              } | null;
              departmentId: number;
              departmentName: string;
              userCount: number;
              dispatchCount: number;
              lastRunAt: string | null;
              createdAt: string;
              updatedAt: string;
              help: string;
              assistant: boolean;
              startOnBoot: boolean;
              waitTimeout: number;
              runTimeout: number;
              manualMinutes: number;
              autoStopMinutes: number;
              failedRetries: number;
              parameters: {
                name: string;
                /** @default  */
                description: string;
                /**
                 * @default string
                 * @enum {string}
                 */
                type: 'string' | 'number' | 'boolean' | 'date' | 'datetime' | 'file';
                defaultValue: string;
                /** @default  */
                help: string;
                /** @default false */
                required: boolean;
              }[];
              iconMime: string | null;
              flow: {
                /** @default [] */
                nodes: {
                  id: string;
                  label: string;
                  /** @enum {string} */
                  type?: 'start' | 'end' | 'task' | 'decision';
                }[];
                /** @default [] */
                edges: {
                  from: string;
                  to: string;
                  label?: string;
                }[];
              };
              users: {
                id: number;
                account: string;
                realName: string;
              }[];
              ownerConfirmedAt: string | null;
            };
          };
        };
      };
      /** @description Refused: the envelope with an error code and `result: null`. */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description 0 on success, an error code otherwise (docs/api.md "Envelope"). */
            code: number;
            /** @description A sentence in the caller’s language (the `lang` header). */
            msg: string;
            result: null;
          };
        };
      };
    };
  };
  postProcessManagerExport: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          name?: string;
          keyword?: string;
          status?: number;
          departmentId?: number;
          /** @enum {string} */
          format: 'xlsx' | 'csv';
          audit?: boolean;
        };
      };
    };
    responses: {
      /** @description The file. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/octet-stream': string;
        };
      };
      /** @description Refused: the envelope with an error code and `result: null`. */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description 0 on success, an error code otherwise (docs/api.md "Envelope"). */
            code: number;
            /** @description A sentence in the caller’s language (the `lang` header). */
            msg: string;
            result: null;
          };
        };
      };
    };
  };
  postProcessManagerList: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          page?: number;
          size?: number;
          name?: string;
          keyword?: string;
          status?: number;
          departmentId?: number;
          audit?: boolean;
        };
      };
    };
    responses: {
      /** @description Done: `code` 0 and the result. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description 0 on success, an error code otherwise (docs/api.md "Envelope"). */
            code: number;
            /** @description A sentence in the caller’s language (the `lang` header). */
            msg: string;
            result: {
              records: {
                id: number;
                name: string;
                keywords: string;
                introduction: string;
                description: string;
                icon: string | null;
                /** @enum {number} */
                status: 0 | 1 | 2;
                latestVersion: string | null;
                versionCount: number;
                releasedVersion: string | null;
                pendingVersionId: number | null;
                developer: {
                  id: number;
                  account: string;
                  realName: string;
                } | null;
                owner: {
                  id: number;
                  account: string;
                  realName: string;
                } | null;
                departmentId: number;
                departmentName: string;
                userCount: number;
                dispatchCount: number;
                lastRunAt: string | null;
                createdAt: string;
                updatedAt: string;
              }[];
              total: number;
              capped: boolean;
              page: number;
              size: number;
            };
          };
        };
      };
      /** @description Refused: the envelope with an error code and `result: null`. */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description 0 on success, an error code otherwise (docs/api.md "Envelope"). */
            code: number;
            /** @description A sentence in the caller’s language (the `lang` header). */
            msg: string;
            result: null;
          };
        };
      };
    };
  };
  postProcessManagerRecords: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          processId?: number;
          versionId?: number;
          /** @enum {string} */
          type?: 'release' | 'devback' | 'appr' | 'reject' | 'back';
          page?: number;
          size?: number;
        };
      };
    };
    responses: {
      /** @description Done: `code` 0 and the result. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description 0 on success, an error code otherwise (docs/api.md "Envelope"). */
            code: number;
            /** @description A sentence in the caller’s language (the `lang` header). */
            msg: string;
            result: {
              records: {
                id: number;
                processId: number;
                processName: string;
                versionId: number;
                versionNumber: string;
                /** @enum {string} */
                type: 'release' | 'devback' | 'appr' | 'reject' | 'back';
                actor: {
                  id: number;
                  account: string;
                  realName: string;
                } | null;
                actorName: string;
                reason: string;
                at: string;
              }[];
              total: number;
              capped: boolean;
              page: number;
              size: number;
            };
          };
        };
      };
      /** @description Refused: the envelope with an error code and `result: null`. */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description 0 on success, an error code otherwise (docs/api.md "Envelope"). */
            code: number;
            /** @description A sentence in the caller’s language (the `lang` header). */
            msg: string;
            result: null;
          };
        };
      };
    };
  };
  postProcessManagerVersions: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          processId: number;
          page?: number;
          size?: number;
        };
      };
    };
    responses: {
      /** @description Done: `code` 0 and the result. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description 0 on success, an error code otherwise (docs/api.md "Envelope"). */
            code: number;
            /** @description A sentence in the caller’s language (the `lang` header). */
            msg: string;
            result: {
              records: {
                id: number;
                processId: number;
                number: string;
                /** @enum {number} */
                status: 0 | 1 | 2;
                active: boolean;
                size: number;
                packageSha256: string;
                /** @enum {string} */
                runtime: 'node' | 'shell';
                entry: string;
                introduction: string;
                developer: {
                  id: number;
                  account: string;
                  realName: string;
                } | null;
                owner: {
                  id: number;
                  account: string;
                  realName: string;
                } | null;
                createdAt: string;
                submittedAt: string | null;
                releasedAt: string | null;
                lastRunAt: string | null;
                dispatchCount: number;
                lastRecord: {
                  id: number;
                  processId: number;
                  processName: string;
                  versionId: number;
                  versionNumber: string;
                  /** @enum {string} */
                  type: 'release' | 'devback' | 'appr' | 'reject' | 'back';
                  actor: {
                    id: number;
                    account: string;
                    realName: string;
                  } | null;
                  actorName: string;
                  reason: string;
                  at: string;
                } | null;
              }[];
              total: number;
              capped: boolean;
              page: number;
              size: number;
            };
          };
        };
      };
      /** @description Refused: the envelope with an error code and `result: null`. */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description 0 on success, an error code otherwise (docs/api.md "Envelope"). */
            code: number;
            /** @description A sentence in the caller’s language (the `lang` header). */
            msg: string;
            result: null;
          };
        };
      };
    };
  };
  postProcessOwnerApprove: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          versionId: number;
        };
      };
    };
    responses: {
      /** @description Done: `code` 0 and the result. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description 0 on success, an error code otherwise (docs/api.md "Envelope"). */
            code: number;
            /** @description A sentence in the caller’s language (the `lang` header). */
            msg: string;
            result: {
              id: number;
              processId: number;
              number: string;
              /** @enum {number} */
              status: 0 | 1 | 2;
              active: boolean;
              size: number;
              packageSha256: string;
              /** @enum {string} */
              runtime: 'node' | 'shell';
              entry: string;
              introduction: string;
              developer: {
                id: number;
                account: string;
                realName: string;
              } | null;
              owner: {
                id: number;
                account: string;
                realName: string;
              } | null;
              createdAt: string;
              submittedAt: string | null;
              releasedAt: string | null;
              lastRunAt: string | null;
              dispatchCount: number;
              lastRecord: {
                id: number;
                processId: number;
                processName: string;
                versionId: number;
                versionNumber: string;
                /** @enum {string} */
                type: 'release' | 'devback' | 'appr' | 'reject' | 'back';
                actor: {
                  id: number;
                  account: string;
                  realName: string;
                } | null;
                actorName: string;
                reason: string;
                at: string;
              } | null;
            };
          };
        };
      };
      /** @description Refused: the envelope with an error code and `result: null`. */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description 0 on success, an error code otherwise (docs/api.md "Envelope"). */
            code: number;
            /** @description A sentence in the caller’s language (the `lang` header). */
            msg: string;
            result: null;
          };
        };
      };
    };
  };
  postProcessOwnerAssign: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          processId: number;
          userIds: number[];
        };
      };
    };
    responses: {
      /** @description Done: `code` 0 and the result. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description 0 on success, an error code otherwise (docs/api.md "Envelope"). */
            code: number;
            /** @description A sentence in the caller’s language (the `lang` header). */
            msg: string;
            result: {
              id: number;
              name: string;
              keywords: string;
              introduction: string;
              description: string;
              icon: string | null;
              /** @enum {number} */
              status: 0 | 1 | 2;
              latestVersion: string | null;
              versionCount: number;
              releasedVersion: string | null;
              pendingVersionId: number | null;
              developer: {
                id: number;
                account: string;
                realName: string;
              } | null;
              owner: {
                id: number;
                account: string;
                realName: string;
              } | null;
              departmentId: number;
              departmentName: string;
              userCount: number;
              dispatchCount: number;
              lastRunAt: string | null;
              createdAt: string;
              updatedAt: string;
              help: string;
              assistant: boolean;
              startOnBoot: boolean;
              waitTimeout: number;
              runTimeout: number;
              manualMinutes: number;
              autoStopMinutes: number;
              failedRetries: number;
              parameters: {
                name: string;
                /** @default  */
                description: string;
                /**
                 * @default string
                 * @enum {string}
                 */
                type: 'string' | 'number' | 'boolean' | 'date' | 'datetime' | 'file';
                defaultValue: string;
                /** @default  */
                help: string;
                /** @default false */
                required: boolean;
              }[];
              iconMime: string | null;
              flow: {
                /** @default [] */
                nodes: {
                  id: string;
                  label: string;
                  /** @enum {string} */
                  type?: 'start' | 'end' | 'task' | 'decision';
                }[];
                /** @default [] */
                edges: {
                  from: string;
                  to: string;
                  label?: string;
                }[];
              };
              users: {
                id: number;
                account: string;
                realName: string;
              }[];
              ownerConfirmedAt: string | null;
              robotWarning?: string;
            };
          };
        };
      };
      /** @description Refused: the envelope with an error code and `result: null`. */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description 0 on success, an error code otherwise (docs/api.md "Envelope"). */
            code: number;
            /** @description A sentence in the caller’s language (the `lang` header). */
            msg: string;
            result: null;
          };
        };
      };
    };
  };
  postProcessOwnerAssignable: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Done: `code` 0 and the result. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description 0 on success, an error code otherwise (docs/api.md "Envelope"). */
            code: number;
            /** @description A sentence in the caller’s language (the `lang` header). */
            msg: string;
            result: {
              id: number;
              account: string;
              realName: string;
              departmentName: string;
            }[];
          };
        };
      };
      /** @description Refused: the envelope with an error code and `result: null`. */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description 0 on success, an error code otherwise (docs/api.md "Envelope"). */
            code: number;
            /** @description A sentence in the caller’s language (the `lang` header). */
            msg: string;
            result: null;
          };
        };
      };
    };
  };
  postProcessOwnerBack: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          versionId: number;
          reason: string;
        };
      };
    };
    responses: {
      /** @description Done: `code` 0 and the result. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description 0 on success, an error code otherwise (docs/api.md "Envelope"). */
            code: number;
            /** @description A sentence in the caller’s language (the `lang` header). */
            msg: string;
            result: {
              id: number;
              processId: number;
              number: string;
              /** @enum {number} */
              status: 0 | 1 | 2;
              active: boolean;
              size: number;
              packageSha256: string;
              /** @enum {string} */
              runtime: 'node' | 'shell';
              entry: string;
              introduction: string;
              developer: {
                id: number;
                account: string;
                realName: string;
              } | null;
              owner: {
                id: number;
                account: string;
                realName: string;
              } | null;
              createdAt: string;
              submittedAt: string | null;
              releasedAt: string | null;
              lastRunAt: string | null;
              dispatchCount: number;
              lastRecord: {
                id: number;
                processId: number;
                processName: string;
                versionId: number;
                versionNumber: string;
                /** @enum {string} */
                type: 'release' | 'devback' | 'appr' | 'reject' | 'back';
                actor: {
                  id: number;
                  account: string;
                  realName: string;
                } | null;
                actorName: string;
                reason: string;
                at: string;
              } | null;
            };
          };
        };
      };
      /** @description Refused: the envelope with an error code and `result: null`. */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description 0 on success, an error code otherwise (docs/api.md "Envelope"). */
            code: number;
            /** @description A sentence in the caller’s language (the `lang` header). */
            msg: string;
            result: null;
          };
        };
      };
    };
  };
  getProcessOwnerDetail: {
    parameters: {
      query: {
        id: number;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Done: `code` 0 and the result. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description 0 on success, an error code otherwise (docs/api.md "Envelope"). */
            code: number;
            /** @description A sentence in the caller’s language (the `lang` header). */
            msg: string;
            result: {
              id: number;
              name: string;
              keywords: string;
              introduction: string;
              description: string;
              icon: string | null;
              /** @enum {number} */
              status: 0 | 1 | 2;
              latestVersion: string | null;
              versionCount: number;
              releasedVersion: string | null;
              pendingVersionId: number | null;
              developer: {
                id: number;
                account: string;
                realName: string;
              } | null;
              owner: {
                id: number;
                account: string;
                realName: string;
              } | null;
              departmentId: number;
              departmentName: string;
              userCount: number;
              dispatchCount: number;
              lastRunAt: string | null;
              createdAt: string;
              updatedAt: string;
              help: string;
              assistant: boolean;
              startOnBoot: boolean;
              waitTimeout: number;
              runTimeout: number;
              manualMinutes: number;
              autoStopMinutes: number;
              failedRetries: number;
              parameters: {
                name: string;
                /** @default  */
                description: string;
                /**
                 * @default string
                 * @enum {string}
                 */
                type: 'string' | 'number' | 'boolean' | 'date' | 'datetime' | 'file';
                defaultValue: string;
                /** @default  */
                help: string;
                /** @default false */
                required: boolean;
              }[];
              iconMime: string | null;
              flow: {
                /** @default [] */
                nodes: {
                  id: string;
                  label: string;
                  /** @enum {string} */
                  type?: 'start' | 'end' | 'task' | 'decision';
                }[];
                /** @default [] */
                edges: {
                  from: string;
                  to: string;
                  label?: string;
                }[];
              };
              users: {
                id: number;
                account: string;
                realName: string;
              }[];
              ownerConfirmedAt: string | null;
            };
          };
        };
      };
      /** @description Refused: the envelope with an error code and `result: null`. */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description 0 on success, an error code otherwise (docs/api.md "Envelope"). */
            code: number;
            /** @description A sentence in the caller’s language (the `lang` header). */
            msg: string;
            result: null;
          };
        };
      };
    };
  };
  getProcessOwnerDownload: {
    parameters: {
      query: {
        versionId: number;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The file. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/octet-stream': string;
        };
      };
      /** @description Refused: the envelope with an error code and `result: null`. */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description 0 on success, an error code otherwise (docs/api.md "Envelope"). */
            code: number;
            /** @description A sentence in the caller’s language (the `lang` header). */
            msg: string;
            result: null;
          };
        };
      };
    };
  };
  postProcessOwnerExport: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          name?: string;
          keyword?: string;
          status?: number;
          departmentId?: number;
          /** @enum {string} */
          format: 'xlsx' | 'csv';
          audit?: boolean;
        };
      };
    };
    responses: {
      /** @description The file. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/octet-stream': string;
        };
      };
      /** @description Refused: the envelope with an error code and `result: null`. */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description 0 on success, an error code otherwise (docs/api.md "Envelope"). */
            code: number;
            /** @description A sentence in the caller’s language (the `lang` header). */
            msg: string;
            result: null;
          };
        };
      };
    };
  };
  postProcessOwnerList: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          page?: number;
          size?: number;
          name?: string;
          keyword?: string;
          status?: number;
          departmentId?: number;
          audit?: boolean;
        };
      };
    };
    responses: {
      /** @description Done: `code` 0 and the result. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description 0 on success, an error code otherwise (docs/api.md "Envelope"). */
            code: number;
            /** @description A sentence in the caller’s language (the `lang` header). */
            msg: string;
            result: {
              records: {
                id: number;
                name: string;
                keywords: string;
                introduction: string;
                description: string;
                icon: string | null;
                /** @enum {number} */
                status: 0 | 1 | 2;
                latestVersion: string | null;
                versionCount: number;
                releasedVersion: string | null;
                pendingVersionId: number | null;
                developer: {
                  id: number;
                  account: string;
                  realName: string;
                } | null;
                owner: {
                  id: number;
                  account: string;
                  realName: string;
                } | null;
                departmentId: number;
                departmentName: string;
                userCount: number;
                dispatchCount: number;
                lastRunAt: string | null;
                createdAt: string;
                updatedAt: string;
              }[];
              total: number;
              capped: boolean;
              page: number;
              size: number;
            };
          };
        };
      };
      /** @description Refused: the envelope with an error code and `result: null`. */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description 0 on success, an error code otherwise (docs/api.md "Envelope"). */
            code: number;
            /** @description A sentence in the caller’s language (the `lang` header). */
            msg: string;
            result: null;
          };
        };
      };
    };
  };
  postProcessOwnerRecords: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          processId?: number;
          versionId?: number;
          /** @enum {string} */
          type?: 'release' | 'devback' | 'appr' | 'reject' | 'back';
          page?: number;
          size?: number;
        };
      };
    };
    responses: {
      /** @description Done: `code` 0 and the result. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description 0 on success, an error code otherwise (docs/api.md "Envelope"). */
            code: number;
            /** @description A sentence in the caller’s language (the `lang` header). */
            msg: string;
            result: {
              records: {
                id: number;
                processId: number;
                processName: string;
                versionId: number;
                versionNumber: string;
                /** @enum {string} */
                type: 'release' | 'devback' | 'appr' | 'reject' | 'back';
                actor: {
                  id: number;
                  account: string;
                  realName: string;
                } | null;
                actorName: string;
                reason: string;
                at: string;
              }[];
              total: number;
              capped: boolean;
              page: number;
              size: number;
            };
          };
        };
      };
      /** @description Refused: the envelope with an error code and `result: null`. */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description 0 on success, an error code otherwise (docs/api.md "Envelope"). */
            code: number;
            /** @description A sentence in the caller’s language (the `lang` header). */
            msg: string;
            result: null;
          };
        };
      };
    };
  };
  postProcessOwnerReject: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          versionId: number;
          reason: string;
        };
      };
    };
    responses: {
      /** @description Done: `code` 0 and the result. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description 0 on success, an error code otherwise (docs/api.md "Envelope"). */
            code: number;
            /** @description A sentence in the caller’s language (the `lang` header). */
            msg: string;
            result: {
              id: number;
              processId: number;
              number: string;
              /** @enum {number} */
              status: 0 | 1 | 2;
              active: boolean;
              size: number;
              packageSha256: string;
              /** @enum {string} */
              runtime: 'node' | 'shell';
              entry: string;
              introduction: string;
              developer: {
                id: number;
                account: string;
                realName: string;
              } | null;
              owner: {
                id: number;
                account: string;
                realName: string;
              } | null;
              createdAt: string;
              submittedAt: string | null;
              releasedAt: string | null;
              lastRunAt: string | null;
              dispatchCount: number;
              lastRecord: {
                id: number;
                processId: number;
                processName: string;
                versionId: number;
                versionNumber: string;
                /** @enum {string} */
                type: 'release' | 'devback' | 'appr' | 'reject' | 'back';
                actor: {
                  id: number;
                  account: string;
                  realName: string;
                } | null;
                actorName: string;
                reason: string;
                at: string;
              } | null;
            };
          };
        };
      };
      /** @description Refused: the envelope with an error code and `result: null`. */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description 0 on success, an error code otherwise (docs/api.md "Envelope"). */
            code: number;
            /** @description A sentence in the caller’s language (the `lang` header). */
            msg: string;
            result: null;
          };
        };
      };
    };
  };
  postProcessOwnerVersions: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          processId: number;
          page?: number;
          size?: number;
        };
      };
    };
    responses: {
      /** @description Done: `code` 0 and the result. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description 0 on success, an error code otherwise (docs/api.md "Envelope"). */
            code: number;
            /** @description A sentence in the caller’s language (the `lang` header). */
            msg: string;
            result: {
              records: {
                id: number;
                processId: number;
                number: string;
                /** @enum {number} */
                status: 0 | 1 | 2;
                active: boolean;
                size: number;
                packageSha256: string;
                /** @enum {string} */
                runtime: 'node' | 'shell';
                entry: string;
                introduction: string;
                developer: {
                  id: number;
                  account: string;
                  realName: string;
                } | null;
                owner: {
                  id: number;
                  account: string;
                  realName: string;
                } | null;
                createdAt: string;
                submittedAt: string | null;
                releasedAt: string | null;
                lastRunAt: string | null;
                dispatchCount: number;
                lastRecord: {
                  id: number;
                  processId: number;
                  processName: string;
                  versionId: number;
                  versionNumber: string;
                  /** @enum {string} */
                  type: 'release' | 'devback' | 'appr' | 'reject' | 'back';
                  actor: {
                    id: number;
                    account: string;
                    realName: string;
                  } | null;
                  actorName: string;
                  reason: string;
                  at: string;
                } | null;
              }[];
              total: number;
              capped: boolean;
              page: number;
              size: number;
            };
          };
        };
      };
      /** @description Refused: the envelope with an error code and `result: null`. */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description 0 on success, an error code otherwise (docs/api.md "Envelope"). */
            code: number;
            /** @description A sentence in the caller’s language (the `lang` header). */
            msg: string;
            result: null;
          };
        };
      };
    };
  };
  getProcessUserDetail: {
    parameters: {
      query: {
        id: number;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Done: `code` 0 and the result. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description 0 on success, an error code otherwise (docs/api.md "Envelope"). */
            code: number;
            /** @description A sentence in the caller’s language (the `lang` header). */
            msg: string;
            result: {
              id: number;
              name: string;
              keywords: string;
              introduction: string;
              icon: string | null;
              version: string;
              versionId: number;
              developer: {
                id: number;
                account: string;
                realName: string;
              } | null;
              owner: {
                id: number;
                account: string;
                realName: string;
              } | null;
              dispatchCount: number;
              lastRunAt: string | null;
              description: string;
              help: string;
              parameters: {
                name: string;
                /** @default  */
                description: string;
                /**
                 * @default string
                 * @enum {string}
                 */
                type: 'string' | 'number' | 'boolean' | 'date' | 'datetime' | 'file';
                defaultValue: string;
                /** @default  */
                help: string;
                /** @default false */
                required: boolean;
              }[];
              flow: {
                /** @default [] */
                nodes: {
                  id: string;
                  label: string;
                  /** @enum {string} */
                  type?: 'start' | 'end' | 'task' | 'decision';
                }[];
                /** @default [] */
                edges: {
                  from: string;
                  to: string;
                  label?: string;
                }[];
              };
              assistant: boolean;
              waitTimeout: number;
              runTimeout: number;
            };
          };
        };
      };
      /** @description Refused: the envelope with an error code and `result: null`. */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description 0 on success, an error code otherwise (docs/api.md "Envelope"). */
            code: number;
            /** @description A sentence in the caller’s language (the `lang` header). */
            msg: string;
            result: null;
          };
        };
      };
    };
  };
  postProcessUserExport: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          name?: string;
          keyword?: string;
          status?: number;
          departmentId?: number;
          /** @enum {string} */
          format: 'xlsx' | 'csv';
          audit?: boolean;
        };
      };
    };
    responses: {
      /** @description The file. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/octet-stream': string;
        };
      };
      /** @description Refused: the envelope with an error code and `result: null`. */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description 0 on success, an error code otherwise (docs/api.md "Envelope"). */
            code: number;
            /** @description A sentence in the caller’s language (the `lang` header). */
            msg: string;
            result: null;
          };
        };
      };
    };
  };
  postProcessUserList: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          page?: number;
          size?: number;
          name?: string;
          keyword?: string;
          status?: number;
          departmentId?: number;
        };
      };
    };
    responses: {
      /** @description Done: `code` 0 and the result. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description 0 on success, an error code otherwise (docs/api.md "Envelope"). */
            code: number;
            /** @description A sentence in the caller’s language (the `lang` header). */
            msg: string;
            result: {
              records: {
                id: number;
                name: string;
                keywords: string;
                introduction: string;
                icon: string | null;
                version: string;
                versionId: number;
                developer: {
                  id: number;
                  account: string;
                  realName: string;
                } | null;
                owner: {
                  id: number;
                  account: string;
                  realName: string;
                } | null;
                dispatchCount: number;
                lastRunAt: string | null;
              }[];
              total: number;
              capped: boolean;
              page: number;
              size: number;
            };
          };
        };
      };
      /** @description Refused: the envelope with an error code and `result: null`. */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description 0 on success, an error code otherwise (docs/api.md "Envelope"). */
            code: number;
            /** @description A sentence in the caller’s language (the `lang` header). */
            msg: string;
            result: null;
          };
        };
      };
    };
  };
  postReportRuns: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          /** @enum {string} */
          quick?:
            | 'today'
            | 'yesterday'
            | 'last24h'
            | 'thisWeek'
            | 'last7Days'
            | 'thisMonth'
            | 'last30Days'
            | 'thisYear'
            | 'lastYear'
            | 'all'
            | 'oneMonth'
            | 'threeMonths'
            | 'sixMonths'
            | 'oneYear';
          /** Format: date-time */
          from?: string;
          /** Format: date-time */
          to?: string;
          /**
           * @default process
           * @enum {string}
           */
          groupBy?: 'process' | 'robot' | 'department' | 'day';
        };
      };
    };
    responses: {
      /** @description Done: `code` 0 and the result. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description 0 on success, an error code otherwise (docs/api.md "Envelope"). */
            code: number;
            /** @description A sentence in the caller’s language (the `lang` header). */
            msg: string;
            result: {
              range: {
                from: string | null;
                to: string;
                corrected: boolean;
                maxDays: number;
              };
              /** @enum {string} */
              groupBy: 'process' | 'robot' | 'department' | 'day';
              rows: {
                key: string;
                name: string;
                total: number;
                success: number;
                abnormal: number;
                cancelled: number;
                successRate: number | null;
                avgSeconds: number | null;
              }[];
            };
          };
        };
      };
      /** @description Refused: the envelope with an error code and `result: null`. */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description 0 on success, an error code otherwise (docs/api.md "Envelope"). */
            code: number;
            /** @description A sentence in the caller’s language (the `lang` header). */
            msg: string;
            result: null;
          };
        };
      };
    };
  };
  postReportRunsExport: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          /** @enum {string} */
          quick?:
            | 'today'
            | 'yesterday'
            | 'last24h'
            | 'thisWeek'
            | 'last7Days'
            | 'thisMonth'
            | 'last30Days'
            | 'thisYear'
            | 'lastYear'
            | 'all'
            | 'oneMonth'
            | 'threeMonths'
            | 'sixMonths'
            | 'oneYear';
          /** Format: date-time */
          from?: string;
          /** Format: date-time */
          to?: string;
          /**
           * @default process
           * @enum {string}
           */
          groupBy?: 'process' | 'robot' | 'department' | 'day';
          /** @enum {string} */
          format: 'xlsx' | 'csv';
        };
      };
    };
    responses: {
      /** @description The file. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/octet-stream': string;
        };
      };
      /** @description Refused: the envelope with an error code and `result: null`. */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description 0 on success, an error code otherwise (docs/api.md "Envelope"). */
            code: number;
            /** @description A sentence in the caller’s language (the `lang` header). */
            msg: string;
            result: null;
          };
        };
      };
    };
  };
  getRobotPackageSha256: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        sha256: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The file. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/octet-stream': string;
        };
      };
      /** @description Refused: the envelope with an error code and `result: null`. */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description 0 on success, an error code otherwise (docs/api.md "Envelope"). */
            code: number;
            /** @description A sentence in the caller’s language (the `lang` header). */
            msg: string;
            result: null;
          };
        };
      };
    };
  };
  postRobotTaskTaskIdFile: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        taskId: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'multipart/form-data': {
          name: string;
          file: string;
        };
      };
    };
    responses: {
      /** @description Done: `code` 0 and the result. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description 0 on success, an error code otherwise (docs/api.md "Envelope"). */
            code: number;
            /** @description A sentence in the caller’s language (the `lang` header). */
            msg: string;
            result: {
              id: number;
            };
          };
        };
      };
      /** @description Refused: the envelope with an error code and `result: null`. */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description 0 on success, an error code otherwise (docs/api.md "Envelope"). */
            code: number;
            /** @description A sentence in the caller’s language (the `lang` header). */
            msg: string;
            result: null;
          };
        };
      };
    };
  };
  postRobotTaskTaskIdRecording: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        taskId: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'multipart/form-data': {
          name: string;
          file: string;
        };
      };
    };
    responses: {
      /** @description Done: `code` 0 and the result. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description 0 on success, an error code otherwise (docs/api.md "Envelope"). */
            code: number;
            /** @description A sentence in the caller’s language (the `lang` header). */
            msg: string;
            result: {
              id: number;
            };
          };
        };
      };
      /** @description Refused: the envelope with an error code and `result: null`. */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description 0 on success, an error code otherwise (docs/api.md "Envelope"). */
            code: number;
            /** @description A sentence in the caller’s language (the `lang` header). */
            msg: string;
            result: null;
          };
        };
      };
    };
  };
  getRobotWs: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Switching protocols: the WebSocket is open. */
      101: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Refused: the envelope with an error code and `result: null`. */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description 0 on success, an error code otherwise (docs/api.md "Envelope"). */
            code: number;
            /** @description A sentence in the caller’s language (the `lang` header). */
            msg: string;
            result: null;
          };
        };
      };
    };
  };
  postRpaCdaAgent: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          ids: number[];
        };
      };
    };
    responses: {
      /** @description Done: `code` 0 and the result. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description 0 on success, an error code otherwise (docs/api.md "Envelope"). */
            code: number;
            /** @description A sentence in the caller’s language (the `lang` header). */
            msg: string;
            result: {
              done: number;
              failed: number;
            };
          };
        };
      };
      /** @description Refused: the envelope with an error code and `result: null`. */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description 0 on success, an error code otherwise (docs/api.md "Envelope"). */
            code: number;
            /** @description A sentence in the caller’s language (the `lang` header). */
            msg: string;
            result: null;
          };
        };
      };
    };
  };
  getRpaCdaAgentAgentInfo: {
    parameters: {
      query: {
        robotsNo: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Done: `code` 0 and the result. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description 0 on success, an error code otherwise (docs/api.md "Envelope"). */
            code: number;
            /** @description A sentence in the caller’s language (the `lang` header). */
            msg: string;
            result: {
              id: number;
              robotsNo: string;
              alias: string;
              name: string;
              hostName: string;
              osUser: string;
              /** @enum {string} */
              category: 'background' | 'foreground' | 'scene';
              /** @enum {string} */
              bindingWay: 'manager' | 'user';
              account: string;
              departmentId: number;
              departmentName: string;
              orgCode: string;
              /** @enum {string} */
              runState: 'idle' | 'running' | 'offline';
              /** @enum {string} */
              licenceState: 'valid' | 'invalid' | 'machineCodeError' | 'expired' | 'notEffective' | 'none';
              licSn: string | null;
              /** @enum {string} */
              desktopState: 'connected' | 'notConnected' | 'notBound';
              housekeeperId: number | null;
              agentVersion: string;
              instanceNo: number;
              os: string;
              address: string;
              resolution: string;
              bound: boolean;
              lastBeatAt: string | null;
              registeredAt: string;
              runningTasks: number[];
              nodeId: string | null;
              housekeeperAlias: string;
              lastOnlineAt: string | null;
              processes: {
                processId: number;
                name: string;
                version: string | null;
                boundAt: string;
              }[];
            };
          };
        };
      };
      /** @description Refused: the envelope with an error code and `result: null`. */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description 0 on success, an error code otherwise (docs/api.md "Envelope"). */
            code: number;
            /** @description A sentence in the caller’s language (the `lang` header). */
            msg: string;
            result: null;
          };
        };
      };
    };
  };
  getRpaCdaAgentAgentStudioList: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Done: `code` 0 and the result. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description 0 on success, an error code otherwise (docs/api.md "Envelope"). */
            code: number;
            /** @description A sentence in the caller’s language (the `lang` header). */
            msg: string;
            result: {
              id: number;
              robotsNo: string;
              alias: string;
              hostName: string;
              /** @enum {string} */
              category: 'background' | 'foreground' | 'scene';
              /** @enum {string} */
              runState: 'idle' | 'running' | 'offline';
              departmentId: number;
            }[];
          };
        };
      };
      /** @description Refused: the envelope with an error code and `result: null`. */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description 0 on success, an error code otherwise (docs/api.md "Envelope"). */
            code: number;
            /** @description A sentence in the caller’s language (the `lang` header). */
            msg: string;
            result: null;
          };
        };
      };
    };
  };
  getRpaCdaAgentAgentVersions: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Done: `code` 0 and the result. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description 0 on success, an error code otherwise (docs/api.md "Envelope"). */
            code: number;
            /** @description A sentence in the caller’s language (the `lang` header). */
            msg: string;
            result: string[];
          };
        };
      };
      /** @description Refused: the envelope with an error code and `result: null`. */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description 0 on success, an error code otherwise (docs/api.md "Envelope"). */
            code: number;
            /** @description A sentence in the caller’s language (the `lang` header). */
            msg: string;
            result: null;
          };
        };
      };
    };
  };
  postRpaCdaAgentApprove: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          ids: number[];
        };
      };
    };
    responses: {
      /** @description Done: `code` 0 and the result. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description 0 on success, an error code otherwise (docs/api.md "Envelope"). */
            code: number;
            /** @description A sentence in the caller’s language (the `lang` header). */
            msg: string;
            result: {
              done: number;
              failed: number;
            };
          };
        };
      };
      /** @description Refused: the envelope with an error code and `result: null`. */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description 0 on success, an error code otherwise (docs/api.md "Envelope"). */
            code: number;
            /** @description A sentence in the caller’s language (the `lang` header). */
            msg: string;
            result: null;
          };
        };
      };
    };
  };
  postRpaCdaAgentBindProc: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          id: number;
          processIds: number[];
        };
      };
    };
    responses: {
      /** @description Done: `code` 0 and the result. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description 0 on success, an error code otherwise (docs/api.md "Envelope"). */
            code: number;
            /** @description A sentence in the caller’s language (the `lang` header). */
            msg: string;
            result: {
              id: number;
              processes: {
                processId: number;
                name: string;
                version: string | null;
                boundAt: string;
              }[];
            };
          };
        };
      };
      /** @description Refused: the envelope with an error code and `result: null`. */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description 0 on success, an error code otherwise (docs/api.md "Envelope"). */
            code: number;
            /** @description A sentence in the caller’s language (the `lang` header). */
            msg: string;
            result: null;
          };
        };
      };
    };
  };
  postRpaCdaAgentDetail: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          id: number;
        };
      };
    };
    responses: {
      /** @description Done: `code` 0 and the result. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description 0 on success, an error code otherwise (docs/api.md "Envelope"). */
            code: number;
            /** @description A sentence in the caller’s language (the `lang` header). */
            msg: string;
            result: {
              id: number;
              robotsNo: string;
              alias: string;
              name: string;
              hostName: string;
              osUser: string;
              /** @enum {string} */
              category: 'background' | 'foreground' | 'scene';
              /** @enum {string} */
              bindingWay: 'manager' | 'user';
              account: string;
              departmentId: number;
              departmentName: string;
              orgCode: string;
              /** @enum {string} */
              runState: 'idle' | 'running' | 'offline';
              /** @enum {string} */
              licenceState: 'valid' | 'invalid' | 'machineCodeError' | 'expired' | 'notEffective' | 'none';
              licSn: string | null;
              /** @enum {string} */
              desktopState: 'connected' | 'notConnected' | 'notBound';
              housekeeperId: number | null;
              agentVersion: string;
              instanceNo: number;
              os: string;
              address: string;
              resolution: string;
              bound: boolean;
              lastBeatAt: string | null;
              registeredAt: string;
              runningTasks: number[];
              nodeId: string | null;
              housekeeperAlias: string;
              lastOnlineAt: string | null;
              processes: {
                processId: number;
                name: string;
                version: string | null;
                boundAt: string;
              }[];
            };
          };
        };
      };
      /** @description Refused: the envelope with an error code and `result: null`. */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description 0 on success, an error code otherwise (docs/api.md "Envelope"). */
            code: number;
            /** @description A sentence in the caller’s language (the `lang` header). */
            msg: string;
            result: null;
          };
        };
      };
    };
  };
  postRpaCdaAgentExport: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          page?: number;
          size?: number;
          keyword?: string;
          robotsNo?: string;
          name?: string;
          alias?: string;
          /** @enum {string} */
          runState?: 'idle' | 'running' | 'offline';
          departmentId?: number;
          /** @enum {string} */
          category?: 'background' | 'foreground' | 'scene';
          /** @enum {string} */
          bindingWay?: 'manager' | 'user';
          /** @enum {string} */
          licenceState?: 'valid' | 'invalid' | 'machineCodeError' | 'expired' | 'notEffective' | 'none';
          agentVersion?: string;
          bound?: boolean;
        };
      };
    };
    responses: {
      /** @description The file. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/octet-stream': string;
        };
      };
      /** @description Refused: the envelope with an error code and `result: null`. */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description 0 on success, an error code otherwise (docs/api.md "Envelope"). */
            code: number;
            /** @description A sentence in the caller’s language (the `lang` header). */
            msg: string;
            result: null;
          };
        };
      };
    };
  };
  postRpaCdaAgentLiclist: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          /** @enum {string} */
          category?: 'background' | 'foreground' | 'scene';
          agentType?: string;
        };
      };
    };
    responses: {
      /** @description Done: `code` 0 and the result. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description 0 on success, an error code otherwise (docs/api.md "Envelope"). */
            code: number;
            /** @description A sentence in the caller’s language (the `lang` header). */
            msg: string;
            result: {
              licSn: string;
              /** @enum {string} */
              category: 'background' | 'foreground' | 'designer' | 'scene';
              agentType: string;
              /** @enum {string} */
              type: 'formal' | 'trial';
              number: number;
              remaining: number;
              dueAt: string;
            }[];
          };
        };
      };
      /** @description Refused: the envelope with an error code and `result: null`. */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description 0 on success, an error code otherwise (docs/api.md "Envelope"). */
            code: number;
            /** @description A sentence in the caller’s language (the `lang` header). */
            msg: string;
            result: null;
          };
        };
      };
    };
  };
  postRpaCdaAgentList: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          page?: number;
          size?: number;
          keyword?: string;
          robotsNo?: string;
          name?: string;
          alias?: string;
          /** @enum {string} */
          runState?: 'idle' | 'running' | 'offline';
          departmentId?: number;
          /** @enum {string} */
          category?: 'background' | 'foreground' | 'scene';
          /** @enum {string} */
          bindingWay?: 'manager' | 'user';
          /** @enum {string} */
          licenceState?: 'valid' | 'invalid' | 'machineCodeError' | 'expired' | 'notEffective' | 'none';
          agentVersion?: string;
          bound?: boolean;
        };
      };
    };
    responses: {
      /** @description Done: `code` 0 and the result. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description 0 on success, an error code otherwise (docs/api.md "Envelope"). */
            code: number;
            /** @description A sentence in the caller’s language (the `lang` header). */
            msg: string;
            result: {
              records: {
                id: number;
                robotsNo: string;
                alias: string;
                name: string;
                hostName: string;
                osUser: string;
                /** @enum {string} */
                category: 'background' | 'foreground' | 'scene';
                /** @enum {string} */
                bindingWay: 'manager' | 'user';
                account: string;
                departmentId: number;
                departmentName: string;
                orgCode: string;
                /** @enum {string} */
                runState: 'idle' | 'running' | 'offline';
                /** @enum {string} */
                licenceState: 'valid' | 'invalid' | 'machineCodeError' | 'expired' | 'notEffective' | 'none';
                licSn: string | null;
                /** @enum {string} */
                desktopState: 'connected' | 'notConnected' | 'notBound';
                housekeeperId: number | null;
                agentVersion: string;
                instanceNo: number;
                os: string;
                address: string;
                resolution: string;
                bound: boolean;
                lastBeatAt: string | null;
                registeredAt: string;
              }[];
              total: number;
              capped: boolean;
              page: number;
              size: number;
            };
          };
        };
      };
      /** @description Refused: the envelope with an error code and `result: null`. */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description 0 on success, an error code otherwise (docs/api.md "Envelope"). */
            code: number;
            /** @description A sentence in the caller’s language (the `lang` header). */
            msg: string;
            result: null;
          };
        };
      };
    };
  };
  postRpaCdaAgentModify: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          alias?: string;
          resolution?: string;
          id: number;
        };
      };
    };
    responses: {
      /** @description Done: `code` 0 and the result. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description 0 on success, an error code otherwise (docs/api.md "Envelope"). */
            code: number;
            /** @description A sentence in the caller’s language (the `lang` header). */
            msg: string;
            result: {
              id: number;
              alias?: string;
              resolution?: string;
            };
          };
        };
      };
      /** @description Refused: the envelope with an error code and `result: null`. */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description 0 on success, an error code otherwise (docs/api.md "Envelope"). */
            code: number;
            /** @description A sentence in the caller’s language (the `lang` header). */
            msg: string;
            result: null;
          };
        };
      };
    };
  };
  postRpaCdaAgentReject: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          ids: number[];
        };
      };
    };
    responses: {
      /** @description Done: `code` 0 and the result. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description 0 on success, an error code otherwise (docs/api.md "Envelope"). */
            code: number;
            /** @description A sentence in the caller’s language (the `lang` header). */
            msg: string;
            result: {
              done: number;
              failed: number;
            };
          };
        };
      };
      /** @description Refused: the envelope with an error code and `result: null`. */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description 0 on success, an error code otherwise (docs/api.md "Envelope"). */
            code: number;
            /** @description A sentence in the caller’s language (the `lang` header). */
            msg: string;
            result: null;
          };
        };
      };
    };
  };
  getRpaCdaAgentRequests: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Done: `code` 0 and the result. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description 0 on success, an error code otherwise (docs/api.md "Envelope"). */
            code: number;
            /** @description A sentence in the caller’s language (the `lang` header). */
            msg: string;
            result: {
              id: number;
              robotsNo: string;
              /** @enum {string} */
              category: 'background' | 'foreground' | 'scene';
              departmentId: number;
              departmentName: string;
              hostName: string;
              osUser: string;
              os: string;
              address: string;
              agentVersion: string;
              ip: string;
              /** @enum {string} */
              state: 'pending' | 'rejected';
              attempts: number;
              firstSeenAt: string;
              lastSeenAt: string;
              decidedBy: string;
            }[];
          };
        };
      };
      /** @description Refused: the envelope with an error code and `result: null`. */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description 0 on success, an error code otherwise (docs/api.md "Envelope"). */
            code: number;
            /** @description A sentence in the caller’s language (the `lang` header). */
            msg: string;
            result: null;
          };
        };
      };
    };
  };
  getRpaCdaAgentScenedetail: {
    parameters: {
      query: {
        id: number;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Done: `code` 0 and the result. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description 0 on success, an error code otherwise (docs/api.md "Envelope"). */
            code: number;
            /** @description A sentence in the caller’s language (the `lang` header). */
            msg: string;
            result: {
              id: number;
              robotsNo: string;
              alias: string;
              processes: {
                processId: number;
                name: string;
                version: string | null;
                boundAt: string;
              }[];
            };
          };
        };
      };
      /** @description Refused: the envelope with an error code and `result: null`. */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description 0 on success, an error code otherwise (docs/api.md "Envelope"). */
            code: number;
            /** @description A sentence in the caller’s language (the `lang` header). */
            msg: string;
            result: null;
          };
        };
      };
    };
  };
  postRpaCdaAgentTransformLic: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          ids: number[];
          newLicSn: string;
        };
      };
    };
    responses: {
      /** @description Done: `code` 0 and the result. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description 0 on success, an error code otherwise (docs/api.md "Envelope"). */
            code: number;
            /** @description A sentence in the caller’s language (the `lang` header). */
            msg: string;
            result: {
              done: number;
              failed: number;
            };
          };
        };
      };
      /** @description Refused: the envelope with an error code and `result: null`. */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description 0 on success, an error code otherwise (docs/api.md "Envelope"). */
            code: number;
            /** @description A sentence in the caller’s language (the `lang` header). */
            msg: string;
            result: null;
          };
        };
      };
    };
  };
  postRpaCdaAgentTransformOrgDef: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          ids: number[];
          orgCode: string;
        };
      };
    };
    responses: {
      /** @description Done: `code` 0 and the result. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description 0 on success, an error code otherwise (docs/api.md "Envelope"). */
            code: number;
            /** @description A sentence in the caller’s language (the `lang` header). */
            msg: string;
            result: {
              done: number;
              failed: number;
            };
          };
        };
      };
      /** @description Refused: the envelope with an error code and `result: null`. */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description 0 on success, an error code otherwise (docs/api.md "Envelope"). */
            code: number;
            /** @description A sentence in the caller’s language (the `lang` header). */
            msg: string;
            result: null;
          };
        };
      };
    };
  };
  postRpaCdaAgentUnbind: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          ids: number[];
        };
      };
    };
    responses: {
      /** @description Done: `code` 0 and the result. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description 0 on success, an error code otherwise (docs/api.md "Envelope"). */
            code: number;
            /** @description A sentence in the caller’s language (the `lang` header). */
            msg: string;
            result: {
              done: number;
              failed: number;
            };
          };
        };
      };
      /** @description Refused: the envelope with an error code and `result: null`. */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description 0 on success, an error code otherwise (docs/api.md "Envelope"). */
            code: number;
            /** @description A sentence in the caller’s language (the `lang` header). */
            msg: string;
            result: null;
          };
        };
      };
    };
  };
  postRpaCdaAgentUnbindProc: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          id: number;
          processIds: number[];
        };
      };
    };
    responses: {
      /** @description Done: `code` 0 and the result. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description 0 on success, an error code otherwise (docs/api.md "Envelope"). */
            code: number;
            /** @description A sentence in the caller’s language (the `lang` header). */
            msg: string;
            result: {
              id: number;
              processes: {
                processId: number;
                name: string;
                version: string | null;
                boundAt: string;
              }[];
            };
          };
        };
      };
      /** @description Refused: the envelope with an error code and `result: null`. */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description 0 on success, an error code otherwise (docs/api.md "Envelope"). */
            code: number;
            /** @description A sentence in the caller’s language (the `lang` header). */
            msg: string;
            result: null;
          };
        };
      };
    };
  };
  postRpaCdaAgentUpdatePw: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          ids: number[];
          clientPwd: string;
        };
      };
    };
    responses: {
      /** @description Done: `code` 0 and the result. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description 0 on success, an error code otherwise (docs/api.md "Envelope"). */
            code: number;
            /** @description A sentence in the caller’s language (the `lang` header). */
            msg: string;
            result: {
              done: number;
              failed: number;
            };
          };
        };
      };
      /** @description Refused: the envelope with an error code and `result: null`. */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description 0 on success, an error code otherwise (docs/api.md "Envelope"). */
            code: number;
            /** @description A sentence in the caller’s language (the `lang` header). */
            msg: string;
            result: null;
          };
        };
      };
    };
  };
  postRpaHkDel: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          ids: number[];
        };
      };
    };
    responses: {
      /** @description Done: `code` 0 and the result. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description 0 on success, an error code otherwise (docs/api.md "Envelope"). */
            code: number;
            /** @description A sentence in the caller’s language (the `lang` header). */
            msg: string;
            result: {
              deleted: number;
            };
          };
        };
      };
      /** @description Refused: the envelope with an error code and `result: null`. */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description 0 on success, an error code otherwise (docs/api.md "Envelope"). */
            code: number;
            /** @description A sentence in the caller’s language (the `lang` header). */
            msg: string;
            result: null;
          };
        };
      };
    };
  };
  postRpaHkList: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          page?: number;
          size?: number;
          name?: string;
          /** @enum {string} */
          connection?: 'connected' | 'notConnected';
          departmentId?: number;
        };
      };
    };
    responses: {
      /** @description Done: `code` 0 and the result. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description 0 on success, an error code otherwise (docs/api.md "Envelope"). */
            code: number;
            /** @description A sentence in the caller’s language (the `lang` header). */
            msg: string;
            result: {
              records: {
                id: number;
                name: string;
                housekeeperAlias: string;
                ip: string;
                departmentId: number;
                departmentName: string;
                registeredAt: string;
                refreshedAt: string;
                /** @enum {string} */
                connection: 'connected' | 'notConnected';
                robotIds: number[];
              }[];
              total: number;
              capped: boolean;
              page: number;
              size: number;
            };
          };
        };
      };
      /** @description Refused: the envelope with an error code and `result: null`. */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description 0 on success, an error code otherwise (docs/api.md "Envelope"). */
            code: number;
            /** @description A sentence in the caller’s language (the `lang` header). */
            msg: string;
            result: null;
          };
        };
      };
    };
  };
  postRpaHkSave: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          id?: number;
          name: string;
          housekeeperAlias?: string;
          /** @default  */
          ip?: string;
          /** @default false */
          connected?: boolean;
          departmentId?: number;
          robotIds?: number[];
        };
      };
    };
    responses: {
      /** @description Done: `code` 0 and the result. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description 0 on success, an error code otherwise (docs/api.md "Envelope"). */
            code: number;
            /** @description A sentence in the caller’s language (the `lang` header). */
            msg: string;
            result: {
              id: number;
              name: string;
              housekeeperAlias: string;
              ip: string;
              departmentId: number;
              departmentName: string;
              registeredAt: string;
              refreshedAt: string;
              /** @enum {string} */
              connection: 'connected' | 'notConnected';
              robotIds: number[];
            };
          };
        };
      };
      /** @description Refused: the envelope with an error code and `result: null`. */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description 0 on success, an error code otherwise (docs/api.md "Envelope"). */
            code: number;
            /** @description A sentence in the caller’s language (the `lang` header). */
            msg: string;
            result: null;
          };
        };
      };
    };
  };
  postRpaHkUpname: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          id: number;
          housekeeperAlias: string;
        };
      };
    };
    responses: {
      /** @description Done: `code` 0 and the result. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description 0 on success, an error code otherwise (docs/api.md "Envelope"). */
            code: number;
            /** @description A sentence in the caller’s language (the `lang` header). */
            msg: string;
            result: {
              id: number;
              housekeeperAlias: string;
            };
          };
        };
      };
      /** @description Refused: the envelope with an error code and `result: null`. */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description 0 on success, an error code otherwise (docs/api.md "Envelope"). */
            code: number;
            /** @description A sentence in the caller’s language (the `lang` header). */
            msg: string;
            result: null;
          };
        };
      };
    };
  };
  postRpaMachineKeyAdd: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          name: string;
          departmentId: number;
        };
      };
    };
    responses: {
      /** @description Done: `code` 0 and the result. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description 0 on success, an error code otherwise (docs/api.md "Envelope"). */
            code: number;
            /** @description A sentence in the caller’s language (the `lang` header). */
            msg: string;
            result: {
              id: number;
              name: string;
              departmentId: number;
              departmentName: string;
              prefix: string;
              createdBy: string;
              createdAt: string;
              lastUsedAt: string | null;
              revokedAt: string | null;
              revokedBy: string;
              key: string;
            };
          };
        };
      };
      /** @description Refused: the envelope with an error code and `result: null`. */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description 0 on success, an error code otherwise (docs/api.md "Envelope"). */
            code: number;
            /** @description A sentence in the caller’s language (the `lang` header). */
            msg: string;
            result: null;
          };
        };
      };
    };
  };
  getRpaMachineKeyList: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Done: `code` 0 and the result. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description 0 on success, an error code otherwise (docs/api.md "Envelope"). */
            code: number;
            /** @description A sentence in the caller’s language (the `lang` header). */
            msg: string;
            result: {
              id: number;
              name: string;
              departmentId: number;
              departmentName: string;
              prefix: string;
              createdBy: string;
              createdAt: string;
              lastUsedAt: string | null;
              revokedAt: string | null;
              revokedBy: string;
            }[];
          };
        };
      };
      /** @description Refused: the envelope with an error code and `result: null`. */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description 0 on success, an error code otherwise (docs/api.md "Envelope"). */
            code: number;
            /** @description A sentence in the caller’s language (the `lang` header). */
            msg: string;
            result: null;
          };
        };
      };
    };
  };
  postRpaMachineKeyRevoke: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          id: number;
        };
      };
    };
    responses: {
      /** @description Done: `code` 0 and the result. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description 0 on success, an error code otherwise (docs/api.md "Envelope"). */
            code: number;
            /** @description A sentence in the caller’s language (the `lang` header). */
            msg: string;
            result: {
              id: number;
              name: string;
              departmentId: number;
              departmentName: string;
              prefix: string;
              createdBy: string;
              createdAt: string;
              lastUsedAt: string | null;
              revokedAt: string | null;
              revokedBy: string;
            };
          };
        };
      };
      /** @description Refused: the envelope with an error code and `result: null`. */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description 0 on success, an error code otherwise (docs/api.md "Envelope"). */
            code: number;
            /** @description A sentence in the caller’s language (the `lang` header). */
            msg: string;
            result: null;
          };
        };
      };
    };
  };
  postRpaOpglogList: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          page?: number;
          size?: number;
          robotId?: number;
          robotsNo?: string;
          /** @enum {string} */
          action?:
            | 'register'
            | 'online'
            | 'offline'
            | 'refused'
            | 'modify'
            | 'password'
            | 'licence'
            | 'transfer'
            | 'unbind'
            | 'delete'
            | 'bindProcess'
            | 'unbindProcess'
            | 'approve'
            | 'reject';
          /** @enum {string} */
          result?: 'success' | 'fail';
          /** Format: date-time */
          start?: string;
          /** Format: date-time */
          end?: string;
        };
      };
    };
    responses: {
      /** @description Done: `code` 0 and the result. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description 0 on success, an error code otherwise (docs/api.md "Envelope"). */
            code: number;
            /** @description A sentence in the caller’s language (the `lang` header). */
            msg: string;
            result: {
              records: {
                id: number;
                at: string;
                robotId: number | null;
                robotsNo: string;
                /** @enum {string} */
                action:
                  | 'register'
                  | 'online'
                  | 'offline'
                  | 'refused'
                  | 'modify'
                  | 'password'
                  | 'licence'
                  | 'transfer'
                  | 'unbind'
                  | 'delete'
                  | 'bindProcess'
                  | 'unbindProcess'
                  | 'approve'
                  | 'reject';
                /** @enum {string} */
                result: 'success' | 'fail';
                userName: string;
                ip: string;
                detail: string;
              }[];
              total: number;
              capped: boolean;
              page: number;
              size: number;
            };
          };
        };
      };
      /** @description Refused: the envelope with an error code and `result: null`. */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description 0 on success, an error code otherwise (docs/api.md "Envelope"). */
            code: number;
            /** @description A sentence in the caller’s language (the `lang` header). */
            msg: string;
            result: null;
          };
        };
      };
    };
  };
  postRpaProcessesSceneProcList: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          id?: number;
          name?: string;
          page?: number;
          size?: number;
        };
      };
    };
    responses: {
      /** @description Done: `code` 0 and the result. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description 0 on success, an error code otherwise (docs/api.md "Envelope"). */
            code: number;
            /** @description A sentence in the caller’s language (the `lang` header). */
            msg: string;
            result: {
              records: {
                processId: number;
                name: string;
                version: string | null;
                departmentName: string;
                bound: boolean;
              }[];
              total: number;
              capped: boolean;
              page: number;
              size: number;
            };
          };
        };
      };
      /** @description Refused: the envelope with an error code and `result: null`. */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description 0 on success, an error code otherwise (docs/api.md "Envelope"). */
            code: number;
            /** @description A sentence in the caller’s language (the `lang` header). */
            msg: string;
            result: null;
          };
        };
      };
    };
  };
  postSauthMenuUserbutton: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          menuId: number;
        };
      };
    };
    responses: {
      /** @description Done: `code` 0 and the result. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description 0 on success, an error code otherwise (docs/api.md "Envelope"). */
            code: number;
            /** @description A sentence in the caller’s language (the `lang` header). */
            msg: string;
            result: {
              buttonList: string[];
            };
          };
        };
      };
      /** @description Refused: the envelope with an error code and `result: null`. */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description 0 on success, an error code otherwise (docs/api.md "Envelope"). */
            code: number;
            /** @description A sentence in the caller’s language (the `lang` header). */
            msg: string;
            result: null;
          };
        };
      };
    };
  };
  postSauthMenuUsermenu: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          idenMenuId?: number | null;
        };
      };
    };
    responses: {
      /** @description Done: `code` 0 and the result. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description 0 on success, an error code otherwise (docs/api.md "Envelope"). */
            code: number;
            /** @description A sentence in the caller’s language (the `lang` header). */
            msg: string;
            result: {
              user: {
                id: number;
                userName: string;
                userAlias: string;
                alias: string;
                isNeedModifyPwd: 0 | 1;
              };
              /** @enum {string} */
              platformType: 'common' | 'factory';
              licenseType: ('formal' | 'trial') | null;
              idenList: {
                /** @enum {number} */
                id: 1 | 2 | 3 | 4;
                name: {
                  zh_CN: string;
                  en_US: string;
                };
                menuName: {
                  zh_CN: string;
                  en_US: string;
                };
              }[];
              /** @enum {number} */
              curIden: 1 | 2 | 3 | 4;
              role: {
                id: number;
                name: string;
                defaultLanding: string;
              } | null;
              mainMenu: {
                id: number;
                title: {
                  zh_CN: string;
                  en_US: string;
                };
                path: string;
              };
              menuList: components['schemas']['postSauthMenuUsermenuResult__schema0'][];
            };
          };
        };
      };
      /** @description Refused: the envelope with an error code and `result: null`. */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description 0 on success, an error code otherwise (docs/api.md "Envelope"). */
            code: number;
            /** @description A sentence in the caller’s language (the `lang` header). */
            msg: string;
            result: null;
          };
        };
      };
    };
  };
  postSauthOrgAdd: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          name: string;
          code: string;
          /** @default 0 */
          sort?: number;
          /** @default  */
          description?: string;
          parentId: number;
        };
      };
    };
    responses: {
      /** @description Done: `code` 0 and the result. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description 0 on success, an error code otherwise (docs/api.md "Envelope"). */
            code: number;
            /** @description A sentence in the caller’s language (the `lang` header). */
            msg: string;
            result: {
              id: number;
            };
          };
        };
      };
      /** @description Refused: the envelope with an error code and `result: null`. */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description 0 on success, an error code otherwise (docs/api.md "Envelope"). */
            code: number;
            /** @description A sentence in the caller’s language (the `lang` header). */
            msg: string;
            result: null;
          };
        };
      };
    };
  };
  postSauthOrgDel: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          id: number;
        };
      };
    };
    responses: {
      /** @description Done: `code` 0 and the result. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description 0 on success, an error code otherwise (docs/api.md "Envelope"). */
            code: number;
            /** @description A sentence in the caller’s language (the `lang` header). */
            msg: string;
            result: null;
          };
        };
      };
      /** @description Refused: the envelope with an error code and `result: null`. */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description 0 on success, an error code otherwise (docs/api.md "Envelope"). */
            code: number;
            /** @description A sentence in the caller’s language (the `lang` header). */
            msg: string;
            result: null;
          };
        };
      };
    };
  };
  postSauthOrgImport: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'multipart/form-data': {
          file: string;
        };
      };
    };
    responses: {
      /** @description Done: `code` 0 and the result. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description 0 on success, an error code otherwise (docs/api.md "Envelope"). */
            code: number;
            /** @description A sentence in the caller’s language (the `lang` header). */
            msg: string;
            result: {
              imported: number;
              errors: {
                row: number;
                key: string;
                reason: string;
              }[];
            };
          };
        };
      };
      /** @description Refused: the envelope with an error code and `result: null`. */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description 0 on success, an error code otherwise (docs/api.md "Envelope"). */
            code: number;
            /** @description A sentence in the caller’s language (the `lang` header). */
            msg: string;
            result: null;
          };
        };
      };
    };
  };
  postSauthOrgModify: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          name: string;
          code: string;
          /** @default 0 */
          sort?: number;
          /** @default  */
          description?: string;
          id: number;
          parentId: number | null;
        };
      };
    };
    responses: {
      /** @description Done: `code` 0 and the result. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description 0 on success, an error code otherwise (docs/api.md "Envelope"). */
            code: number;
            /** @description A sentence in the caller’s language (the `lang` header). */
            msg: string;
            result: {
              id: number;
            };
          };
        };
      };
      /** @description Refused: the envelope with an error code and `result: null`. */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description 0 on success, an error code otherwise (docs/api.md "Envelope"). */
            code: number;
            /** @description A sentence in the caller’s language (the `lang` header). */
            msg: string;
            result: null;
          };
        };
      };
    };
  };
  getSauthOrgTemplate: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The file. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/octet-stream': string;
        };
      };
      /** @description Refused: the envelope with an error code and `result: null`. */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description 0 on success, an error code otherwise (docs/api.md "Envelope"). */
            code: number;
            /** @description A sentence in the caller’s language (the `lang` header). */
            msg: string;
            result: null;
          };
        };
      };
    };
  };
  postSauthOrgTree: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Done: `code` 0 and the result. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description 0 on success, an error code otherwise (docs/api.md "Envelope"). */
            code: number;
            /** @description A sentence in the caller’s language (the `lang` header). */
            msg: string;
            result: components['schemas']['postSauthOrgTreeResult__schema0'][];
          };
        };
      };
      /** @description Refused: the envelope with an error code and `result: null`. */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description 0 on success, an error code otherwise (docs/api.md "Envelope"). */
            code: number;
            /** @description A sentence in the caller’s language (the `lang` header). */
            msg: string;
            result: null;
          };
        };
      };
    };
  };
  postSauthRoleAdd: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          name: string;
          /** @default  */
          description?: string;
          defaultLanding: string;
          permissions: string[];
          /** @enum {number} */
          identity: 1 | 2 | 3 | 4;
        };
      };
    };
    responses: {
      /** @description Done: `code` 0 and the result. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description 0 on success, an error code otherwise (docs/api.md "Envelope"). */
            code: number;
            /** @description A sentence in the caller’s language (the `lang` header). */
            msg: string;
            result: {
              id: number;
            };
          };
        };
      };
      /** @description Refused: the envelope with an error code and `result: null`. */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description 0 on success, an error code otherwise (docs/api.md "Envelope"). */
            code: number;
            /** @description A sentence in the caller’s language (the `lang` header). */
            msg: string;
            result: null;
          };
        };
      };
    };
  };
  postSauthRoleDel: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          id: number;
        };
      };
    };
    responses: {
      /** @description Done: `code` 0 and the result. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description 0 on success, an error code otherwise (docs/api.md "Envelope"). */
            code: number;
            /** @description A sentence in the caller’s language (the `lang` header). */
            msg: string;
            result: null;
          };
        };
      };
      /** @description Refused: the envelope with an error code and `result: null`. */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description 0 on success, an error code otherwise (docs/api.md "Envelope"). */
            code: number;
            /** @description A sentence in the caller’s language (the `lang` header). */
            msg: string;
            result: null;
          };
        };
      };
    };
  };
  getSauthRoleDetail: {
    parameters: {
      query: {
        id: number;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Done: `code` 0 and the result. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description 0 on success, an error code otherwise (docs/api.md "Envelope"). */
            code: number;
            /** @description A sentence in the caller’s language (the `lang` header). */
            msg: string;
            result: {
              id: number;
              name: string;
              /** @enum {number} */
              identity: 1 | 2 | 3 | 4;
              description: string;
              defaultLanding: string;
              landingTitle: {
                zh_CN: string;
                en_US: string;
              } | null;
              createdAt: string;
              userCount: number;
              permissions: string[];
            };
          };
        };
      };
      /** @description Refused: the envelope with an error code and `result: null`. */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description 0 on success, an error code otherwise (docs/api.md "Envelope"). */
            code: number;
            /** @description A sentence in the caller’s language (the `lang` header). */
            msg: string;
            result: null;
          };
        };
      };
    };
  };
  postSauthRoleList: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          page?: number;
          size?: number;
          name?: string;
          /** @enum {number} */
          identity?: 1 | 2 | 3 | 4;
        };
      };
    };
    responses: {
      /** @description Done: `code` 0 and the result. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description 0 on success, an error code otherwise (docs/api.md "Envelope"). */
            code: number;
            /** @description A sentence in the caller’s language (the `lang` header). */
            msg: string;
            result: {
              records: {
                id: number;
                name: string;
                /** @enum {number} */
                identity: 1 | 2 | 3 | 4;
                description: string;
                defaultLanding: string;
                landingTitle: {
                  zh_CN: string;
                  en_US: string;
                } | null;
                createdAt: string;
                userCount: number;
              }[];
              total: number;
              capped: boolean;
              page: number;
              size: number;
            };
          };
        };
      };
      /** @description Refused: the envelope with an error code and `result: null`. */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description 0 on success, an error code otherwise (docs/api.md "Envelope"). */
            code: number;
            /** @description A sentence in the caller’s language (the `lang` header). */
            msg: string;
            result: null;
          };
        };
      };
    };
  };
  postSauthRoleMenuTree: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          /** @enum {number} */
          identity: 1 | 2 | 3 | 4;
        };
      };
    };
    responses: {
      /** @description Done: `code` 0 and the result. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description 0 on success, an error code otherwise (docs/api.md "Envelope"). */
            code: number;
            /** @description A sentence in the caller’s language (the `lang` header). */
            msg: string;
            result: {
              tree: components['schemas']['postSauthRoleMenuTreeResult__schema0'][];
              landings: {
                menuId: number;
                path: string;
                title: {
                  zh_CN: string;
                  en_US: string;
                };
              }[];
            };
          };
        };
      };
      /** @description Refused: the envelope with an error code and `result: null`. */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description 0 on success, an error code otherwise (docs/api.md "Envelope"). */
            code: number;
            /** @description A sentence in the caller’s language (the `lang` header). */
            msg: string;
            result: null;
          };
        };
      };
    };
  };
  postSauthRoleModify: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          name: string;
          /** @default  */
          description?: string;
          defaultLanding: string;
          permissions: string[];
          id: number;
        };
      };
    };
    responses: {
      /** @description Done: `code` 0 and the result. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description 0 on success, an error code otherwise (docs/api.md "Envelope"). */
            code: number;
            /** @description A sentence in the caller’s language (the `lang` header). */
            msg: string;
            result: {
              id: number;
            };
          };
        };
      };
      /** @description Refused: the envelope with an error code and `result: null`. */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description 0 on success, an error code otherwise (docs/api.md "Envelope"). */
            code: number;
            /** @description A sentence in the caller’s language (the `lang` header). */
            msg: string;
            result: null;
          };
        };
      };
    };
  };
  postSauthRoleOptions: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          userId?: number;
        };
      };
    };
    responses: {
      /** @description Done: `code` 0 and the result. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description 0 on success, an error code otherwise (docs/api.md "Envelope"). */
            code: number;
            /** @description A sentence in the caller’s language (the `lang` header). */
            msg: string;
            result: {
              id: number;
              name: string;
              /** @enum {number} */
              identity: 1 | 2 | 3 | 4;
            }[];
          };
        };
      };
      /** @description Refused: the envelope with an error code and `result: null`. */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description 0 on success, an error code otherwise (docs/api.md "Envelope"). */
            code: number;
            /** @description A sentence in the caller’s language (the `lang` header). */
            msg: string;
            result: null;
          };
        };
      };
    };
  };
  postSauthUserAdd: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          realName: string;
          departmentId: number;
          roleIds: number[];
          /** @default  */
          description?: string;
          /** @default  */
          email?: '' | string;
          /** @default  */
          phone?: '' | string;
          /** @default false */
          isNeedModifyPwd?: boolean;
          /** @default false */
          studioLicence?: boolean;
          /** @default false */
          assistantLicence?: boolean;
          /** @default false */
          receiveEmail?: boolean;
          /** @default [] */
          alertCategories?: ('system' | 'task' | 'robot' | 'licence' | 'schedule' | 'process')[];
          account: string;
          password: string;
          confirmPassword: string;
        };
      };
    };
    responses: {
      /** @description Done: `code` 0 and the result. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description 0 on success, an error code otherwise (docs/api.md "Envelope"). */
            code: number;
            /** @description A sentence in the caller’s language (the `lang` header). */
            msg: string;
            result: {
              realName: string;
              departmentId: number;
              roleIds: number[];
              /** @default  */
              description: string;
              /** @default  */
              email: '' | string;
              /** @default  */
              phone: '' | string;
              /** @default false */
              isNeedModifyPwd: boolean;
              /** @default false */
              studioLicence: boolean;
              /** @default false */
              assistantLicence: boolean;
              /** @default false */
              receiveEmail: boolean;
              /** @default [] */
              alertCategories: ('system' | 'task' | 'robot' | 'licence' | 'schedule' | 'process')[];
              id: number;
              account: string;
              departmentName: string;
              /** @enum {string} */
              status: 'normal' | 'locked';
              lastLoginAt: string | null;
              createdAt: string;
            };
          };
        };
      };
      /** @description Refused: the envelope with an error code and `result: null`. */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description 0 on success, an error code otherwise (docs/api.md "Envelope"). */
            code: number;
            /** @description A sentence in the caller’s language (the `lang` header). */
            msg: string;
            result: null;
          };
        };
      };
    };
  };
  postSauthUserAuthorizeSave: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          userId: number;
          orgId: number[];
        };
      };
    };
    responses: {
      /** @description Done: `code` 0 and the result. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description 0 on success, an error code otherwise (docs/api.md "Envelope"). */
            code: number;
            /** @description A sentence in the caller’s language (the `lang` header). */
            msg: string;
            result: {
              checked: number[];
            };
          };
        };
      };
      /** @description Refused: the envelope with an error code and `result: null`. */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description 0 on success, an error code otherwise (docs/api.md "Envelope"). */
            code: number;
            /** @description A sentence in the caller’s language (the `lang` header). */
            msg: string;
            result: null;
          };
        };
      };
    };
  };
  postSauthUserClearCookie: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Done: `code` 0 and the result. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description 0 on success, an error code otherwise (docs/api.md "Envelope"). */
            code: number;
            /** @description A sentence in the caller’s language (the `lang` header). */
            msg: string;
            result: null;
          };
        };
      };
      /** @description Refused: the envelope with an error code and `result: null`. */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description 0 on success, an error code otherwise (docs/api.md "Envelope"). */
            code: number;
            /** @description A sentence in the caller’s language (the `lang` header). */
            msg: string;
            result: null;
          };
        };
      };
    };
  };
  postSauthUserDel: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          ids: number[];
        };
      };
    };
    responses: {
      /** @description Done: `code` 0 and the result. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description 0 on success, an error code otherwise (docs/api.md "Envelope"). */
            code: number;
            /** @description A sentence in the caller’s language (the `lang` header). */
            msg: string;
            result: {
              deleted: number;
            };
          };
        };
      };
      /** @description Refused: the envelope with an error code and `result: null`. */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description 0 on success, an error code otherwise (docs/api.md "Envelope"). */
            code: number;
            /** @description A sentence in the caller’s language (the `lang` header). */
            msg: string;
            result: null;
          };
        };
      };
    };
  };
  postSauthUserExport: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          account?: string;
          realName?: string;
          departmentId?: number;
          /** @enum {string} */
          status?: 'normal' | 'locked';
        };
      };
    };
    responses: {
      /** @description The file. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/octet-stream': string;
        };
      };
      /** @description Refused: the envelope with an error code and `result: null`. */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description 0 on success, an error code otherwise (docs/api.md "Envelope"). */
            code: number;
            /** @description A sentence in the caller’s language (the `lang` header). */
            msg: string;
            result: null;
          };
        };
      };
    };
  };
  postSauthUserImport: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'multipart/form-data': {
          file: string;
        };
      };
    };
    responses: {
      /** @description Done: `code` 0 and the result. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description 0 on success, an error code otherwise (docs/api.md "Envelope"). */
            code: number;
            /** @description A sentence in the caller’s language (the `lang` header). */
            msg: string;
            result: {
              imported: number;
              errors: {
                row: number;
                key: string;
                reason: string;
              }[];
            };
          };
        };
      };
      /** @description Refused: the envelope with an error code and `result: null`. */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description 0 on success, an error code otherwise (docs/api.md "Envelope"). */
            code: number;
            /** @description A sentence in the caller’s language (the `lang` header). */
            msg: string;
            result: null;
          };
        };
      };
    };
  };
  postSauthUserList: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          account?: string;
          realName?: string;
          departmentId?: number;
          /** @enum {string} */
          status?: 'normal' | 'locked';
          page?: number;
          size?: number;
        };
      };
    };
    responses: {
      /** @description Done: `code` 0 and the result. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description 0 on success, an error code otherwise (docs/api.md "Envelope"). */
            code: number;
            /** @description A sentence in the caller’s language (the `lang` header). */
            msg: string;
            result: {
              records: {
                id: number;
                account: string;
                realName: string;
                departmentId: number;
                departmentName: string;
                roles: {
                  id: number;
                  name: string;
                  identity: number;
                }[];
                /** @enum {string} */
                status: 'normal' | 'locked';
                email: string;
                phone: string;
                description: string;
                lastLoginAt: string | null;
              }[];
              total: number;
              capped: boolean;
              page: number;
              size: number;
            };
          };
        };
      };
      /** @description Refused: the envelope with an error code and `result: null`. */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description 0 on success, an error code otherwise (docs/api.md "Envelope"). */
            code: number;
            /** @description A sentence in the caller’s language (the `lang` header). */
            msg: string;
            result: null;
          };
        };
      };
    };
  };
  postSauthUserModify: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          realName: string;
          departmentId: number;
          roleIds: number[];
          /** @default  */
          description?: string;
          /** @default  */
          email?: '' | string;
          /** @default  */
          phone?: '' | string;
          /** @default false */
          isNeedModifyPwd?: boolean;
          /** @default false */
          studioLicence?: boolean;
          /** @default false */
          assistantLicence?: boolean;
          /** @default false */
          receiveEmail?: boolean;
          /** @default [] */
          alertCategories?: ('system' | 'task' | 'robot' | 'licence' | 'schedule' | 'process')[];
          id: number;
        };
      };
    };
    responses: {
      /** @description Done: `code` 0 and the result. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description 0 on success, an error code otherwise (docs/api.md "Envelope"). */
            code: number;
            /** @description A sentence in the caller’s language (the `lang` header). */
            msg: string;
            result: {
              realName: string;
              departmentId: number;
              roleIds: number[];
              /** @default  */
              description: string;
              /** @default  */
              email: '' | string;
              /** @default  */
              phone: '' | string;
              /** @default false */
              isNeedModifyPwd: boolean;
              /** @default false */
              studioLicence: boolean;
              /** @default false */
              assistantLicence: boolean;
              /** @default false */
              receiveEmail: boolean;
              /** @default [] */
              alertCategories: ('system' | 'task' | 'robot' | 'licence' | 'schedule' | 'process')[];
              id: number;
              account: string;
              departmentName: string;
              /** @enum {string} */
              status: 'normal' | 'locked';
              lastLoginAt: string | null;
              createdAt: string;
            };
          };
        };
      };
      /** @description Refused: the envelope with an error code and `result: null`. */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description 0 on success, an error code otherwise (docs/api.md "Envelope"). */
            code: number;
            /** @description A sentence in the caller’s language (the `lang` header). */
            msg: string;
            result: null;
          };
        };
      };
    };
  };
  postSauthUserModifyPwd: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          id: number;
          oldPassWord: string;
          newPassWord: string;
          confirmPassWord: string;
        };
      };
    };
    responses: {
      /** @description Done: `code` 0 and the result. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description 0 on success, an error code otherwise (docs/api.md "Envelope"). */
            code: number;
            /** @description A sentence in the caller’s language (the `lang` header). */
            msg: string;
            result: null;
          };
        };
      };
      /** @description Refused: the envelope with an error code and `result: null`. */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description 0 on success, an error code otherwise (docs/api.md "Envelope"). */
            code: number;
            /** @description A sentence in the caller’s language (the `lang` header). */
            msg: string;
            result: null;
          };
        };
      };
    };
  };
  postSauthUserPassword: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          userId: number;
          password: string;
          confirmPassword: string;
        };
      };
    };
    responses: {
      /** @description Done: `code` 0 and the result. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description 0 on success, an error code otherwise (docs/api.md "Envelope"). */
            code: number;
            /** @description A sentence in the caller’s language (the `lang` header). */
            msg: string;
            result: null;
          };
        };
      };
      /** @description Refused: the envelope with an error code and `result: null`. */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description 0 on success, an error code otherwise (docs/api.md "Envelope"). */
            code: number;
            /** @description A sentence in the caller’s language (the `lang` header). */
            msg: string;
            result: null;
          };
        };
      };
    };
  };
  postSauthUserResetPwd: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          userId: number;
        };
      };
    };
    responses: {
      /** @description Done: `code` 0 and the result. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description 0 on success, an error code otherwise (docs/api.md "Envelope"). */
            code: number;
            /** @description A sentence in the caller’s language (the `lang` header). */
            msg: string;
            result: {
              password: string;
            };
          };
        };
      };
      /** @description Refused: the envelope with an error code and `result: null`. */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description 0 on success, an error code otherwise (docs/api.md "Envelope"). */
            code: number;
            /** @description A sentence in the caller’s language (the `lang` header). */
            msg: string;
            result: null;
          };
        };
      };
    };
  };
  postSauthUserSelectOrg: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          userId: number;
        };
      };
    };
    responses: {
      /** @description Done: `code` 0 and the result. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description 0 on success, an error code otherwise (docs/api.md "Envelope"). */
            code: number;
            /** @description A sentence in the caller’s language (the `lang` header). */
            msg: string;
            result: {
              tree: components['schemas']['postSauthUserSelectOrgResult__schema0'][];
              checked: number[];
              ownDepartmentId: number;
            };
          };
        };
      };
      /** @description Refused: the envelope with an error code and `result: null`. */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description 0 on success, an error code otherwise (docs/api.md "Envelope"). */
            code: number;
            /** @description A sentence in the caller’s language (the `lang` header). */
            msg: string;
            result: null;
          };
        };
      };
    };
  };
  getSauthUserTemplate: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The file. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/octet-stream': string;
        };
      };
      /** @description Refused: the envelope with an error code and `result: null`. */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description 0 on success, an error code otherwise (docs/api.md "Envelope"). */
            code: number;
            /** @description A sentence in the caller’s language (the `lang` header). */
            msg: string;
            result: null;
          };
        };
      };
    };
  };
  postSauthUserUnlock: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          userId: number;
          /** @enum {string} */
          status: 'normal' | 'locked';
        };
      };
    };
    responses: {
      /** @description Done: `code` 0 and the result. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description 0 on success, an error code otherwise (docs/api.md "Envelope"). */
            code: number;
            /** @description A sentence in the caller’s language (the `lang` header). */
            msg: string;
            result: null;
          };
        };
      };
      /** @description Refused: the envelope with an error code and `result: null`. */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description 0 on success, an error code otherwise (docs/api.md "Envelope"). */
            code: number;
            /** @description A sentence in the caller’s language (the `lang` header). */
            msg: string;
            result: null;
          };
        };
      };
    };
  };
  getSauthUserUserInfo: {
    parameters: {
      query: {
        id: number;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Done: `code` 0 and the result. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description 0 on success, an error code otherwise (docs/api.md "Envelope"). */
            code: number;
            /** @description A sentence in the caller’s language (the `lang` header). */
            msg: string;
            result: {
              realName: string;
              departmentId: number;
              roleIds: number[];
              /** @default  */
              description: string;
              /** @default  */
              email: '' | string;
              /** @default  */
              phone: '' | string;
              /** @default false */
              isNeedModifyPwd: boolean;
              /** @default false */
              studioLicence: boolean;
              /** @default false */
              assistantLicence: boolean;
              /** @default false */
              receiveEmail: boolean;
              /** @default [] */
              alertCategories: ('system' | 'task' | 'robot' | 'licence' | 'schedule' | 'process')[];
              id: number;
              account: string;
              departmentName: string;
              /** @enum {string} */
              status: 'normal' | 'locked';
              lastLoginAt: string | null;
              createdAt: string;
            };
          };
        };
      };
      /** @description Refused: the envelope with an error code and `result: null`. */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description 0 on success, an error code otherwise (docs/api.md "Envelope"). */
            code: number;
            /** @description A sentence in the caller’s language (the `lang` header). */
            msg: string;
            result: null;
          };
        };
      };
    };
  };
  postScheduleDelete: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          id: number;
        };
      };
    };
    responses: {
      /** @description Done: `code` 0 and the result. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description 0 on success, an error code otherwise (docs/api.md "Envelope"). */
            code: number;
            /** @description A sentence in the caller’s language (the `lang` header). */
            msg: string;
            result: null;
          };
        };
      };
      /** @description Refused: the envelope with an error code and `result: null`. */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description 0 on success, an error code otherwise (docs/api.md "Envelope"). */
            code: number;
            /** @description A sentence in the caller’s language (the `lang` header). */
            msg: string;
            result: null;
          };
        };
      };
    };
  };
  getScheduleDetail: {
    parameters: {
      query: {
        id: number;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Done: `code` 0 and the result. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description 0 on success, an error code otherwise (docs/api.md "Envelope"). */
            code: number;
            /** @description A sentence in the caller’s language (the `lang` header). */
            msg: string;
            result: {
              id: number;
              name: string;
              info: string;
              processId: number;
              processName: string;
              versionId: number | null;
              versionNumber: string | null;
              /** @enum {string} */
              priority: 'urgent' | 'normal' | 'low';
              /** @enum {string} */
              runMode: 'timed' | 'start' | 'resident';
              timing:
                | {
                    /** @constant */
                    mode: 'once';
                    /** Format: date-time */
                    at: string;
                  }
                | {
                    /** @constant */
                    mode: 'minute';
                    every: number;
                  }
                | {
                    /** @constant */
                    mode: 'hour';
                    every: number;
                    minute: number;
                  }
                | {
                    /** @constant */
                    mode: 'day';
                    time: string;
                  }
                | {
                    /** @constant */
                    mode: 'week';
                    weekdays: number[];
                    time: string;
                  }
                | {
                    /** @constant */
                    mode: 'month';
                    /** @default [] */
                    days: number[];
                    /** @default false */
                    lastDay: boolean;
                    weekday?: {
                      nth: number;
                      day: number;
                    };
                    time: string;
                  }
                | {
                    /** @constant */
                    mode: 'cron';
                    expression: string;
                  };
              /** @enum {string} */
              calendar: 'daily' | 'workday' | 'nonWorkday';
              calendarId: number | null;
              calendarName: string | null;
              enabled: boolean;
              nextFireAt: string | null;
              lastFireAt: string | null;
              departmentId: number;
              departmentName: string;
              creator: {
                id: number;
                account: string;
                realName: string;
              } | null;
              createdAt: string;
              updatedAt: string;
              receiverUserIds: number[];
              receiverDepartmentIds: number[];
              robotIds: number[];
              failedRetries: number;
              taskCount: number;
              waitTimeout: number;
              runTimeout: number;
              manualMinutes: number;
              autoStopMinutes: number;
              startAt: string | null;
              stopAt: string | null;
            };
          };
        };
      };
      /** @description Refused: the envelope with an error code and `result: null`. */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description 0 on success, an error code otherwise (docs/api.md "Envelope"). */
            code: number;
            /** @description A sentence in the caller’s language (the `lang` header). */
            msg: string;
            result: null;
          };
        };
      };
    };
  };
  postScheduleEnable: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          id: number;
          enabled: boolean;
        };
      };
    };
    responses: {
      /** @description Done: `code` 0 and the result. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description 0 on success, an error code otherwise (docs/api.md "Envelope"). */
            code: number;
            /** @description A sentence in the caller’s language (the `lang` header). */
            msg: string;
            result: {
              id: number;
              name: string;
              info: string;
              processId: number;
              processName: string;
              versionId: number | null;
              versionNumber: string | null;
              /** @enum {string} */
              priority: 'urgent' | 'normal' | 'low';
              /** @enum {string} */
              runMode: 'timed' | 'start' | 'resident';
              timing:
                | {
                    /** @constant */
                    mode: 'once';
                    /** Format: date-time */
                    at: string;
                  }
                | {
                    /** @constant */
                    mode: 'minute';
                    every: number;
                  }
                | {
                    /** @constant */
                    mode: 'hour';
                    every: number;
                    minute: number;
                  }
                | {
                    /** @constant */
                    mode: 'day';
                    time: string;
                  }
                | {
                    /** @constant */
                    mode: 'week';
                    weekdays: number[];
                    time: string;
                  }
                | {
                    /** @constant */
                    mode: 'month';
                    /** @default [] */
                    days: number[];
                    /** @default false */
                    lastDay: boolean;
                    weekday?: {
                      nth: number;
                      day: number;
                    };
                    time: string;
                  }
                | {
                    /** @constant */
                    mode: 'cron';
                    expression: string;
                  };
              /** @enum {string} */
              calendar: 'daily' | 'workday' | 'nonWorkday';
              calendarId: number | null;
              calendarName: string | null;
              enabled: boolean;
              nextFireAt: string | null;
              lastFireAt: string | null;
              departmentId: number;
              departmentName: string;
              creator: {
                id: number;
                account: string;
                realName: string;
              } | null;
              createdAt: string;
              updatedAt: string;
              receiverUserIds: number[];
              receiverDepartmentIds: number[];
              robotIds: number[];
              failedRetries: number;
              taskCount: number;
              waitTimeout: number;
              runTimeout: number;
              manualMinutes: number;
              autoStopMinutes: number;
              startAt: string | null;
              stopAt: string | null;
            };
          };
        };
      };
      /** @description Refused: the envelope with an error code and `result: null`. */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description 0 on success, an error code otherwise (docs/api.md "Envelope"). */
            code: number;
            /** @description A sentence in the caller’s language (the `lang` header). */
            msg: string;
            result: null;
          };
        };
      };
    };
  };
  postScheduleList: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          page?: number;
          size?: number;
          name?: string;
          processId?: number;
          enabled?: boolean;
          once?: boolean;
        };
      };
    };
    responses: {
      /** @description Done: `code` 0 and the result. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description 0 on success, an error code otherwise (docs/api.md "Envelope"). */
            code: number;
            /** @description A sentence in the caller’s language (the `lang` header). */
            msg: string;
            result: {
              records: {
                id: number;
                name: string;
                info: string;
                processId: number;
                processName: string;
                versionId: number | null;
                versionNumber: string | null;
                /** @enum {string} */
                priority: 'urgent' | 'normal' | 'low';
                /** @enum {string} */
                runMode: 'timed' | 'start' | 'resident';
                timing:
                  | {
                      /** @constant */
                      mode: 'once';
                      /** Format: date-time */
                      at: string;
                    }
                  | {
                      /** @constant */
                      mode: 'minute';
                      every: number;
                    }
                  | {
                      /** @constant */
                      mode: 'hour';
                      every: number;
                      minute: number;
                    }
                  | {
                      /** @constant */
                      mode: 'day';
                      time: string;
                    }
                  | {
                      /** @constant */
                      mode: 'week';
                      weekdays: number[];
                      time: string;
                    }
                  | {
                      /** @constant */
                      mode: 'month';
                      /** @default [] */
                      days: number[];
                      /** @default false */
                      lastDay: boolean;
                      weekday?: {
                        nth: number;
                        day: number;
                      };
                      time: string;
                    }
                  | {
                      /** @constant */
                      mode: 'cron';
                      expression: string;
                    };
                /** @enum {string} */
                calendar: 'daily' | 'workday' | 'nonWorkday';
                calendarId: number | null;
                calendarName: string | null;
                enabled: boolean;
                nextFireAt: string | null;
                lastFireAt: string | null;
                departmentId: number;
                departmentName: string;
                creator: {
                  id: number;
                  account: string;
                  realName: string;
                } | null;
                createdAt: string;
                updatedAt: string;
                receiverUserIds: number[];
                receiverDepartmentIds: number[];
                robotIds: number[];
                failedRetries: number;
                taskCount: number;
                waitTimeout: number;
                runTimeout: number;
                manualMinutes: number;
                autoStopMinutes: number;
                startAt: string | null;
                stopAt: string | null;
              }[];
              total: number;
              capped: boolean;
              page: number;
              size: number;
            };
          };
        };
      };
      /** @description Refused: the envelope with an error code and `result: null`. */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description 0 on success, an error code otherwise (docs/api.md "Envelope"). */
            code: number;
            /** @description A sentence in the caller’s language (the `lang` header). */
            msg: string;
            result: null;
          };
        };
      };
    };
  };
  postSchedulePreview: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          timing:
            | {
                /** @constant */
                mode: 'once';
                /** Format: date-time */
                at: string;
              }
            | {
                /** @constant */
                mode: 'minute';
                every: number;
              }
            | {
                /** @constant */
                mode: 'hour';
                every: number;
                minute: number;
              }
            | {
                /** @constant */
                mode: 'day';
                time: string;
              }
            | {
                /** @constant */
                mode: 'week';
                weekdays: number[];
                time: string;
              }
            | {
                /** @constant */
                mode: 'month';
                /** @default [] */
                days?: number[];
                /** @default false */
                lastDay?: boolean;
                weekday?: {
                  nth: number;
                  day: number;
                };
                time: string;
              }
            | {
                /** @constant */
                mode: 'cron';
                expression: string;
              };
          /**
           * @default daily
           * @enum {string}
           */
          calendar?: 'daily' | 'workday' | 'nonWorkday';
          /** @default null */
          calendarId?: number | null;
          /** @default null */
          startAt?: string | null;
          /** @default null */
          stopAt?: string | null;
          /** @default 5 */
          count?: number;
        };
      };
    };
    responses: {
      /** @description Done: `code` 0 and the result. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description 0 on success, an error code otherwise (docs/api.md "Envelope"). */
            code: number;
            /** @description A sentence in the caller’s language (the `lang` header). */
            msg: string;
            result: string[];
          };
        };
      };
      /** @description Refused: the envelope with an error code and `result: null`. */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description 0 on success, an error code otherwise (docs/api.md "Envelope"). */
            code: number;
            /** @description A sentence in the caller’s language (the `lang` header). */
            msg: string;
            result: null;
          };
        };
      };
    };
  };
  postScheduleSave: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          id?: number;
          name: string;
          /** @default  */
          info?: string;
          processId: number;
          /** @default null */
          versionId?: number | null;
          /**
           * @default normal
           * @enum {string}
           */
          priority?: 'urgent' | 'normal' | 'low';
          /** @default [] */
          receiverUserIds?: number[];
          /** @default [] */
          receiverDepartmentIds?: number[];
          /** @default [] */
          robotIds?: number[];
          /**
           * @default timed
           * @enum {string}
           */
          runMode?: 'timed' | 'start' | 'resident';
          timing:
            | {
                /** @constant */
                mode: 'once';
                /** Format: date-time */
                at: string;
              }
            | {
                /** @constant */
                mode: 'minute';
                every: number;
              }
            | {
                /** @constant */
                mode: 'hour';
                every: number;
                minute: number;
              }
            | {
                /** @constant */
                mode: 'day';
                time: string;
              }
            | {
                /** @constant */
                mode: 'week';
                weekdays: number[];
                time: string;
              }
            | {
                /** @constant */
                mode: 'month';
                /** @default [] */
                days?: number[];
                /** @default false */
                lastDay?: boolean;
                weekday?: {
                  nth: number;
                  day: number;
                };
                time: string;
              }
            | {
                /** @constant */
                mode: 'cron';
                expression: string;
              };
          /**
           * @default daily
           * @enum {string}
           */
          calendar?: 'daily' | 'workday' | 'nonWorkday';
          /** @default null */
          calendarId?: number | null;
          /** @default 0 */
          failedRetries?: number;
          /** @default 1 */
          taskCount?: number;
          /** @default 30 */
          waitTimeout?: number;
          /** @default 120 */
          runTimeout?: number;
          /** @default 0 */
          manualMinutes?: number;
          /** @default 0 */
          autoStopMinutes?: number;
          /** @default null */
          startAt?: string | null;
          /** @default null */
          stopAt?: string | null;
        };
      };
    };
    responses: {
      /** @description Done: `code` 0 and the result. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description 0 on success, an error code otherwise (docs/api.md "Envelope"). */
            code: number;
            /** @description A sentence in the caller’s language (the `lang` header). */
            msg: string;
            result: {
              id: number;
              name: string;
              info: string;
              processId: number;
              processName: string;
              versionId: number | null;
              versionNumber: string | null;
              /** @enum {string} */
              priority: 'urgent' | 'normal' | 'low';
              /** @enum {string} */
              runMode: 'timed' | 'start' | 'resident';
              timing:
                | {
                    /** @constant */
                    mode: 'once';
                    /** Format: date-time */
                    at: string;
                  }
                | {
                    /** @constant */
                    mode: 'minute';
                    every: number;
                  }
                | {
                    /** @constant */
                    mode: 'hour';
                    every: number;
                    minute: number;
                  }
                | {
                    /** @constant */
                    mode: 'day';
                    time: string;
                  }
                | {
                    /** @constant */
                    mode: 'week';
                    weekdays: number[];
                    time: string;
                  }
                | {
                    /** @constant */
                    mode: 'month';
                    /** @default [] */
                    days: number[];
                    /** @default false */
                    lastDay: boolean;
                    weekday?: {
                      nth: number;
                      day: number;
                    };
                    time: string;
                  }
                | {
                    /** @constant */
                    mode: 'cron';
                    expression: string;
                  };
              /** @enum {string} */
              calendar: 'daily' | 'workday' | 'nonWorkday';
              calendarId: number | null;
              calendarName: string | null;
              enabled: boolean;
              nextFireAt: string | null;
              lastFireAt: string | null;
              departmentId: number;
              departmentName: string;
              creator: {
                id: number;
                account: string;
                realName: string;
              } | null;
              createdAt: string;
              updatedAt: string;
              receiverUserIds: number[];
              receiverDepartmentIds: number[];
              robotIds: number[];
              failedRetries: number;
              taskCount: number;
              waitTimeout: number;
              runTimeout: number;
              manualMinutes: number;
              autoStopMinutes: number;
              startAt: string | null;
              stopAt: string | null;
            };
          };
        };
      };
      /** @description Refused: the envelope with an error code and `result: null`. */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description 0 on success, an error code otherwise (docs/api.md "Envelope"). */
            code: number;
            /** @description A sentence in the caller’s language (the `lang` header). */
            msg: string;
            result: null;
          };
        };
      };
    };
  };
  postShareCreate: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          taskId: number;
          /** @default 7 */
          days?: 1 | 7 | 30;
        };
      };
    };
    responses: {
      /** @description Done: `code` 0 and the result. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description 0 on success, an error code otherwise (docs/api.md "Envelope"). */
            code: number;
            /** @description A sentence in the caller’s language (the `lang` header). */
            msg: string;
            result: {
              id: number;
              publicId: string;
              code: string;
              expiresAt: string;
            };
          };
        };
      };
      /** @description Refused: the envelope with an error code and `result: null`. */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description 0 on success, an error code otherwise (docs/api.md "Envelope"). */
            code: number;
            /** @description A sentence in the caller’s language (the `lang` header). */
            msg: string;
            result: null;
          };
        };
      };
    };
  };
  postShareDelete: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          id: number;
        };
      };
    };
    responses: {
      /** @description Done: `code` 0 and the result. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description 0 on success, an error code otherwise (docs/api.md "Envelope"). */
            code: number;
            /** @description A sentence in the caller’s language (the `lang` header). */
            msg: string;
            result: null;
          };
        };
      };
      /** @description Refused: the envelope with an error code and `result: null`. */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description 0 on success, an error code otherwise (docs/api.md "Envelope"). */
            code: number;
            /** @description A sentence in the caller’s language (the `lang` header). */
            msg: string;
            result: null;
          };
        };
      };
    };
  };
  postShareList: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          page?: number;
          size?: number;
        };
      };
    };
    responses: {
      /** @description Done: `code` 0 and the result. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description 0 on success, an error code otherwise (docs/api.md "Envelope"). */
            code: number;
            /** @description A sentence in the caller’s language (the `lang` header). */
            msg: string;
            result: {
              records: {
                id: number;
                publicId: string;
                taskId: number;
                processName: string;
                versionNumber: string;
                robotName: string;
                developer: {
                  id: number;
                  account: string;
                  realName: string;
                } | null;
                owner: {
                  id: number;
                  account: string;
                  realName: string;
                } | null;
                taskTime: string;
                sharerName: string;
                sharedAt: string;
                expiresAt: string;
                expired: boolean;
                views: number;
              }[];
              total: number;
              capped: boolean;
              page: number;
              size: number;
            };
          };
        };
      };
      /** @description Refused: the envelope with an error code and `result: null`. */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description 0 on success, an error code otherwise (docs/api.md "Envelope"). */
            code: number;
            /** @description A sentence in the caller’s language (the `lang` header). */
            msg: string;
            result: null;
          };
        };
      };
    };
  };
  postShareOpen: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          publicId: string;
          code: string;
        };
      };
    };
    responses: {
      /** @description Done: `code` 0 and the result. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description 0 on success, an error code otherwise (docs/api.md "Envelope"). */
            code: number;
            /** @description A sentence in the caller’s language (the `lang` header). */
            msg: string;
            result: {
              processName: string;
              versionNumber: string;
              robotName: string;
              developer: string;
              owner: string;
              /** @enum {string} */
              state:
                | 'pending'
                | 'running'
                | 'success'
                | 'failed'
                | 'stopping'
                | 'stopped'
                | 'pendout'
                | 'runout'
                | 'cancelled';
              taskTime: string;
              sharerName: string;
              sharedAt: string;
              expiresAt: string;
              recordings: {
                id: number;
                name: string;
                mime: string;
                size: number;
                uploadedAt: string;
              }[];
            };
          };
        };
      };
      /** @description Refused: the envelope with an error code and `result: null`. */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description 0 on success, an error code otherwise (docs/api.md "Envelope"). */
            code: number;
            /** @description A sentence in the caller’s language (the `lang` header). */
            msg: string;
            result: null;
          };
        };
      };
    };
  };
  postShareRecording: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          publicId: string;
          code: string;
          recordingId: number;
        };
      };
    };
    responses: {
      /** @description The file. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/octet-stream': string;
        };
      };
      /** @description Refused: the envelope with an error code and `result: null`. */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description 0 on success, an error code otherwise (docs/api.md "Envelope"). */
            code: number;
            /** @description A sentence in the caller’s language (the `lang` header). */
            msg: string;
            result: null;
          };
        };
      };
    };
  };
  postSysAboutusApp: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Done: `code` 0 and the result. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description 0 on success, an error code otherwise (docs/api.md "Envelope"). */
            code: number;
            /** @description A sentence in the caller’s language (the `lang` header). */
            msg: string;
            result: {
              version: string;
              copyright: {
                zh_CN: string;
                en_US: string;
              };
              /** @enum {string} */
              database: 'pglite' | 'postgres';
            };
          };
        };
      };
      /** @description Refused: the envelope with an error code and `result: null`. */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description 0 on success, an error code otherwise (docs/api.md "Envelope"). */
            code: number;
            /** @description A sentence in the caller’s language (the `lang` header). */
            msg: string;
            result: null;
          };
        };
      };
    };
  };
  postSysAlert: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          page?: number;
          size?: number;
          /** @enum {string} */
          alertLevel?: 'info' | 'warn' | 'error' | 'fatal';
          /** @enum {string} */
          alertType?: 'system' | 'task' | 'robot' | 'licence' | 'schedule' | 'process';
          /** @enum {string} */
          alertStatus?: 'unread' | 'read';
          keyword?: string;
          /** Format: date-time */
          start?: string;
          /** Format: date-time */
          end?: string;
        };
      };
    };
    responses: {
      /** @description Done: `code` 0 and the result. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description 0 on success, an error code otherwise (docs/api.md "Envelope"). */
            code: number;
            /** @description A sentence in the caller’s language (the `lang` header). */
            msg: string;
            result: {
              records: {
                id: number;
                /** @enum {string} */
                alertLevel: 'info' | 'warn' | 'error' | 'fatal';
                /** @enum {string} */
                alertType: 'system' | 'task' | 'robot' | 'licence' | 'schedule' | 'process';
                alertDesc: string;
                content: string;
                module: string;
                time: string;
                read: boolean;
                subject: {
                  /** @enum {string} */
                  type: 'task' | 'process';
                  id: number;
                } | null;
              }[];
              total: number;
              capped: boolean;
              page: number;
              size: number;
            };
          };
        };
      };
      /** @description Refused: the envelope with an error code and `result: null`. */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description 0 on success, an error code otherwise (docs/api.md "Envelope"). */
            code: number;
            /** @description A sentence in the caller’s language (the `lang` header). */
            msg: string;
            result: null;
          };
        };
      };
    };
  };
  getSysAlertAlertType: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Done: `code` 0 and the result. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description 0 on success, an error code otherwise (docs/api.md "Envelope"). */
            code: number;
            /** @description A sentence in the caller’s language (the `lang` header). */
            msg: string;
            result: {
              /** @enum {string} */
              key: 'system' | 'task' | 'robot' | 'licence' | 'schedule' | 'process';
              name: {
                zh_CN: string;
                en_US: string;
              };
            }[];
          };
        };
      };
      /** @description Refused: the envelope with an error code and `result: null`. */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description 0 on success, an error code otherwise (docs/api.md "Envelope"). */
            code: number;
            /** @description A sentence in the caller’s language (the `lang` header). */
            msg: string;
            result: null;
          };
        };
      };
    };
  };
  getSysAlertCount: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Done: `code` 0 and the result. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description 0 on success, an error code otherwise (docs/api.md "Envelope"). */
            code: number;
            /** @description A sentence in the caller’s language (the `lang` header). */
            msg: string;
            result: {
              count: number;
            };
          };
        };
      };
      /** @description Refused: the envelope with an error code and `result: null`. */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description 0 on success, an error code otherwise (docs/api.md "Envelope"). */
            code: number;
            /** @description A sentence in the caller’s language (the `lang` header). */
            msg: string;
            result: null;
          };
        };
      };
    };
  };
  postSysAlertDel: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          id: number;
        };
      };
    };
    responses: {
      /** @description Done: `code` 0 and the result. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description 0 on success, an error code otherwise (docs/api.md "Envelope"). */
            code: number;
            /** @description A sentence in the caller’s language (the `lang` header). */
            msg: string;
            result: null;
          };
        };
      };
      /** @description Refused: the envelope with an error code and `result: null`. */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description 0 on success, an error code otherwise (docs/api.md "Envelope"). */
            code: number;
            /** @description A sentence in the caller’s language (the `lang` header). */
            msg: string;
            result: null;
          };
        };
      };
    };
  };
  postSysAlertDelete: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          ids: number[];
        };
      };
    };
    responses: {
      /** @description Done: `code` 0 and the result. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description 0 on success, an error code otherwise (docs/api.md "Envelope"). */
            code: number;
            /** @description A sentence in the caller’s language (the `lang` header). */
            msg: string;
            result: null;
          };
        };
      };
      /** @description Refused: the envelope with an error code and `result: null`. */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description 0 on success, an error code otherwise (docs/api.md "Envelope"). */
            code: number;
            /** @description A sentence in the caller’s language (the `lang` header). */
            msg: string;
            result: null;
          };
        };
      };
    };
  };
  postSysAnnountCementListByUser: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          /** @default 1 */
          page?: number;
          /** @default 5 */
          size?: number;
          /** @enum {string} */
          alertLevel?: 'info' | 'warn' | 'error' | 'fatal';
          /** @enum {string} */
          alertType?: 'system' | 'task' | 'robot' | 'licence' | 'schedule' | 'process';
          /**
           * @default unread
           * @enum {string}
           */
          alertStatus?: 'unread' | 'read';
          keyword?: string;
          /** Format: date-time */
          start?: string;
          /** Format: date-time */
          end?: string;
        };
      };
    };
    responses: {
      /** @description Done: `code` 0 and the result. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description 0 on success, an error code otherwise (docs/api.md "Envelope"). */
            code: number;
            /** @description A sentence in the caller’s language (the `lang` header). */
            msg: string;
            result: {
              records: {
                id: number;
                /** @enum {string} */
                alertLevel: 'info' | 'warn' | 'error' | 'fatal';
                /** @enum {string} */
                alertType: 'system' | 'task' | 'robot' | 'licence' | 'schedule' | 'process';
                alertDesc: string;
                content: string;
                module: string;
                time: string;
                read: boolean;
                subject: {
                  /** @enum {string} */
                  type: 'task' | 'process';
                  id: number;
                } | null;
              }[];
              total: number;
              capped: boolean;
              page: number;
              size: number;
            };
          };
        };
      };
      /** @description Refused: the envelope with an error code and `result: null`. */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description 0 on success, an error code otherwise (docs/api.md "Envelope"). */
            code: number;
            /** @description A sentence in the caller’s language (the `lang` header). */
            msg: string;
            result: null;
          };
        };
      };
    };
  };
  postSysAnnountCementQueryById: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          id: number;
        };
      };
    };
    responses: {
      /** @description Done: `code` 0 and the result. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description 0 on success, an error code otherwise (docs/api.md "Envelope"). */
            code: number;
            /** @description A sentence in the caller’s language (the `lang` header). */
            msg: string;
            result: {
              id: number;
              /** @enum {string} */
              alertLevel: 'info' | 'warn' | 'error' | 'fatal';
              /** @enum {string} */
              alertType: 'system' | 'task' | 'robot' | 'licence' | 'schedule' | 'process';
              alertDesc: string;
              content: string;
              module: string;
              time: string;
              read: boolean;
              subject: {
                /** @enum {string} */
                type: 'task' | 'process';
                id: number;
              } | null;
            } | null;
          };
        };
      };
      /** @description Refused: the envelope with an error code and `result: null`. */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description 0 on success, an error code otherwise (docs/api.md "Envelope"). */
            code: number;
            /** @description A sentence in the caller’s language (the `lang` header). */
            msg: string;
            result: null;
          };
        };
      };
    };
  };
  postSysCalendarDel: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          id: number;
        };
      };
    };
    responses: {
      /** @description Done: `code` 0 and the result. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description 0 on success, an error code otherwise (docs/api.md "Envelope"). */
            code: number;
            /** @description A sentence in the caller’s language (the `lang` header). */
            msg: string;
            result: null;
          };
        };
      };
      /** @description Refused: the envelope with an error code and `result: null`. */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description 0 on success, an error code otherwise (docs/api.md "Envelope"). */
            code: number;
            /** @description A sentence in the caller’s language (the `lang` header). */
            msg: string;
            result: null;
          };
        };
      };
    };
  };
  postSysCalendarList: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Done: `code` 0 and the result. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description 0 on success, an error code otherwise (docs/api.md "Envelope"). */
            code: number;
            /** @description A sentence in the caller’s language (the `lang` header). */
            msg: string;
            result: {
              id: number;
              name: string;
              days: {
                date: string;
                workday: boolean;
              }[];
              scheduleCount: number;
              updatedAt: string;
            }[];
          };
        };
      };
      /** @description Refused: the envelope with an error code and `result: null`. */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description 0 on success, an error code otherwise (docs/api.md "Envelope"). */
            code: number;
            /** @description A sentence in the caller’s language (the `lang` header). */
            msg: string;
            result: null;
          };
        };
      };
    };
  };
  postSysCalendarSave: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          id?: number;
          name: string;
          /** @default [] */
          days?: {
            date: string;
            workday: boolean;
          }[];
        };
      };
    };
    responses: {
      /** @description Done: `code` 0 and the result. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description 0 on success, an error code otherwise (docs/api.md "Envelope"). */
            code: number;
            /** @description A sentence in the caller’s language (the `lang` header). */
            msg: string;
            result: {
              id: number;
              name: string;
              days: {
                date: string;
                workday: boolean;
              }[];
              scheduleCount: number;
              updatedAt: string;
            } | null;
          };
        };
      };
      /** @description Refused: the envelope with an error code and `result: null`. */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description 0 on success, an error code otherwise (docs/api.md "Envelope"). */
            code: number;
            /** @description A sentence in the caller’s language (the `lang` header). */
            msg: string;
            result: null;
          };
        };
      };
    };
  };
  postSysLicApply: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          custName?: string;
        };
      };
    };
    responses: {
      /** @description The file. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/octet-stream': string;
        };
      };
      /** @description Refused: the envelope with an error code and `result: null`. */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description 0 on success, an error code otherwise (docs/api.md "Envelope"). */
            code: number;
            /** @description A sentence in the caller’s language (the `lang` header). */
            msg: string;
            result: null;
          };
        };
      };
    };
  };
  postSysLicCheckUser: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          userName: string;
          passWord: string;
        };
      };
    };
    responses: {
      /** @description Done: `code` 0 and the result. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description 0 on success, an error code otherwise (docs/api.md "Envelope"). */
            code: number;
            /** @description A sentence in the caller’s language (the `lang` header). */
            msg: string;
            result: {
              confirmToken: string;
              expiresInSeconds: number;
            };
          };
        };
      };
      /** @description Refused: the envelope with an error code and `result: null`. */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description 0 on success, an error code otherwise (docs/api.md "Envelope"). */
            code: number;
            /** @description A sentence in the caller’s language (the `lang` header). */
            msg: string;
            result: null;
          };
        };
      };
    };
  };
  postSysLicDel: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          licSn: string;
          confirmToken?: string;
        };
      };
    };
    responses: {
      /** @description Done: `code` 0 and the result. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description 0 on success, an error code otherwise (docs/api.md "Envelope"). */
            code: number;
            /** @description A sentence in the caller’s language (the `lang` header). */
            msg: string;
            result: {
              licSn: string;
              releasedSeats: number;
            };
          };
        };
      };
      /** @description Refused: the envelope with an error code and `result: null`. */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description 0 on success, an error code otherwise (docs/api.md "Envelope"). */
            code: number;
            /** @description A sentence in the caller’s language (the `lang` header). */
            msg: string;
            result: null;
          };
        };
      };
    };
  };
  postSysLicFreeAndImport: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'multipart/form-data': {
          licSn: string;
          file: string;
        };
      };
    };
    responses: {
      /** @description Done: `code` 0 and the result. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description 0 on success, an error code otherwise (docs/api.md "Envelope"). */
            code: number;
            /** @description A sentence in the caller’s language (the `lang` header). */
            msg: string;
            result: {
              licence: {
                licSn: string;
                custName: string;
                /** @enum {string} */
                category: 'background' | 'foreground' | 'designer' | 'scene';
                agentType: string;
                number: number;
                used: number;
                remaining: number;
                /** @enum {string} */
                type: 'formal' | 'trial';
                effectiveAt: string;
                dueAt: string;
                clusterNodes: number;
                machineCode: string;
                /** @enum {string} */
                status: 'valid' | 'invalid' | 'machineCodeError' | 'expired' | 'notEffective';
                expiringSoon: boolean;
                daysLeft: number;
                importedAt: string;
              };
              replaced: boolean;
              moved: number;
              failed: number;
            };
          };
        };
      };
      /** @description Refused: the envelope with an error code and `result: null`. */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description 0 on success, an error code otherwise (docs/api.md "Envelope"). */
            code: number;
            /** @description A sentence in the caller’s language (the `lang` header). */
            msg: string;
            result: null;
          };
        };
      };
    };
  };
  postSysLicImport: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'multipart/form-data': {
          file: string;
        };
      };
    };
    responses: {
      /** @description Done: `code` 0 and the result. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description 0 on success, an error code otherwise (docs/api.md "Envelope"). */
            code: number;
            /** @description A sentence in the caller’s language (the `lang` header). */
            msg: string;
            result: {
              licence: {
                licSn: string;
                custName: string;
                /** @enum {string} */
                category: 'background' | 'foreground' | 'designer' | 'scene';
                agentType: string;
                number: number;
                used: number;
                remaining: number;
                /** @enum {string} */
                type: 'formal' | 'trial';
                effectiveAt: string;
                dueAt: string;
                clusterNodes: number;
                machineCode: string;
                /** @enum {string} */
                status: 'valid' | 'invalid' | 'machineCodeError' | 'expired' | 'notEffective';
                expiringSoon: boolean;
                daysLeft: number;
                importedAt: string;
              };
              replaced: boolean;
              moved: number;
              failed: number;
            };
          };
        };
      };
      /** @description Refused: the envelope with an error code and `result: null`. */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description 0 on success, an error code otherwise (docs/api.md "Envelope"). */
            code: number;
            /** @description A sentence in the caller’s language (the `lang` header). */
            msg: string;
            result: null;
          };
        };
      };
    };
  };
  postSysLicLicenceList: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          agentType?: string;
        };
      };
    };
    responses: {
      /** @description Done: `code` 0 and the result. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description 0 on success, an error code otherwise (docs/api.md "Envelope"). */
            code: number;
            /** @description A sentence in the caller’s language (the `lang` header). */
            msg: string;
            result: {
              licSn: string;
              /** @enum {string} */
              category: 'background' | 'foreground' | 'designer' | 'scene';
              agentType: string;
              /** @enum {string} */
              type: 'formal' | 'trial';
              number: number;
              remaining: number;
              dueAt: string;
            }[];
          };
        };
      };
      /** @description Refused: the envelope with an error code and `result: null`. */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description 0 on success, an error code otherwise (docs/api.md "Envelope"). */
            code: number;
            /** @description A sentence in the caller’s language (the `lang` header). */
            msg: string;
            result: null;
          };
        };
      };
    };
  };
  postSysLicList: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          page?: number;
          size?: number;
          /** @enum {string} */
          status?: 'valid' | 'invalid' | 'machineCodeError' | 'expired' | 'notEffective';
          /** @enum {string} */
          category?: 'background' | 'foreground' | 'designer' | 'scene';
        };
      };
    };
    responses: {
      /** @description Done: `code` 0 and the result. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description 0 on success, an error code otherwise (docs/api.md "Envelope"). */
            code: number;
            /** @description A sentence in the caller’s language (the `lang` header). */
            msg: string;
            result: {
              records: {
                licSn: string;
                custName: string;
                /** @enum {string} */
                category: 'background' | 'foreground' | 'designer' | 'scene';
                agentType: string;
                number: number;
                used: number;
                remaining: number;
                /** @enum {string} */
                type: 'formal' | 'trial';
                effectiveAt: string;
                dueAt: string;
                clusterNodes: number;
                machineCode: string;
                /** @enum {string} */
                status: 'valid' | 'invalid' | 'machineCodeError' | 'expired' | 'notEffective';
                expiringSoon: boolean;
                daysLeft: number;
                importedAt: string;
              }[];
              total: number;
              capped: boolean;
              page: number;
              size: number;
            };
          };
        };
      };
      /** @description Refused: the envelope with an error code and `result: null`. */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description 0 on success, an error code otherwise (docs/api.md "Envelope"). */
            code: number;
            /** @description A sentence in the caller’s language (the `lang` header). */
            msg: string;
            result: null;
          };
        };
      };
    };
  };
  postSysLicTransferList: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          page?: number;
          size?: number;
          licSn?: string;
          /** @enum {string} */
          reason?: 'invalid' | 'manual' | 'expired' | 'errorCode' | 'notEffective';
          /** @enum {string} */
          result?: 'success' | 'failed';
        };
      };
    };
    responses: {
      /** @description Done: `code` 0 and the result. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description 0 on success, an error code otherwise (docs/api.md "Envelope"). */
            code: number;
            /** @description A sentence in the caller’s language (the `lang` header). */
            msg: string;
            result: {
              records: {
                id: number;
                robotId: number | null;
                userId: number | null;
                fromLicSn: string | null;
                toLicSn: string | null;
                /** @enum {string} */
                reason: 'invalid' | 'manual' | 'expired' | 'errorCode' | 'notEffective';
                /** @enum {string} */
                result: 'success' | 'failed';
                at: string;
              }[];
              total: number;
              capped: boolean;
              page: number;
              size: number;
            };
          };
        };
      };
      /** @description Refused: the envelope with an error code and `result: null`. */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description 0 on success, an error code otherwise (docs/api.md "Envelope"). */
            code: number;
            /** @description A sentence in the caller’s language (the `lang` header). */
            msg: string;
            result: null;
          };
        };
      };
    };
  };
  postSysLicUpdateCustName: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          licSn: string;
          custName: string;
        };
      };
    };
    responses: {
      /** @description Done: `code` 0 and the result. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description 0 on success, an error code otherwise (docs/api.md "Envelope"). */
            code: number;
            /** @description A sentence in the caller’s language (the `lang` header). */
            msg: string;
            result: {
              licSn: string;
              custName: string;
              /** @enum {string} */
              category: 'background' | 'foreground' | 'designer' | 'scene';
              agentType: string;
              number: number;
              used: number;
              remaining: number;
              /** @enum {string} */
              type: 'formal' | 'trial';
              effectiveAt: string;
              dueAt: string;
              clusterNodes: number;
              machineCode: string;
              /** @enum {string} */
              status: 'valid' | 'invalid' | 'machineCodeError' | 'expired' | 'notEffective';
              expiringSoon: boolean;
              daysLeft: number;
              importedAt: string;
            };
          };
        };
      };
      /** @description Refused: the envelope with an error code and `result: null`. */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description 0 on success, an error code otherwise (docs/api.md "Envelope"). */
            code: number;
            /** @description A sentence in the caller’s language (the `lang` header). */
            msg: string;
            result: null;
          };
        };
      };
    };
  };
  postSysMailConfEditMail: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          host: string;
          port: number;
          timeout: number;
          /** Format: email */
          sender: string;
          username: string;
          password: string;
          ssl: boolean;
        };
      };
    };
    responses: {
      /** @description Done: `code` 0 and the result. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description 0 on success, an error code otherwise (docs/api.md "Envelope"). */
            code: number;
            /** @description A sentence in the caller’s language (the `lang` header). */
            msg: string;
            result: null;
          };
        };
      };
      /** @description Refused: the envelope with an error code and `result: null`. */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description 0 on success, an error code otherwise (docs/api.md "Envelope"). */
            code: number;
            /** @description A sentence in the caller’s language (the `lang` header). */
            msg: string;
            result: null;
          };
        };
      };
    };
  };
  postSysMailConfMailInfo: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Done: `code` 0 and the result. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description 0 on success, an error code otherwise (docs/api.md "Envelope"). */
            code: number;
            /** @description A sentence in the caller’s language (the `lang` header). */
            msg: string;
            result: {
              host: string;
              port: number;
              timeout: number;
              /** Format: email */
              sender: string;
              username: string;
              password: string;
              ssl: boolean;
              hasPassword: boolean;
            } | null;
          };
        };
      };
      /** @description Refused: the envelope with an error code and `result: null`. */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description 0 on success, an error code otherwise (docs/api.md "Envelope"). */
            code: number;
            /** @description A sentence in the caller’s language (the `lang` header). */
            msg: string;
            result: null;
          };
        };
      };
    };
  };
  postSysMailConfSendMailTset: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          host: string;
          port: number;
          timeout: number;
          /** Format: email */
          sender: string;
          username: string;
          password: string;
          ssl: boolean;
          /** Format: email */
          to: string;
        };
      };
    };
    responses: {
      /** @description Done: `code` 0 and the result. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description 0 on success, an error code otherwise (docs/api.md "Envelope"). */
            code: number;
            /** @description A sentence in the caller’s language (the `lang` header). */
            msg: string;
            result: null;
          };
        };
      };
      /** @description Refused: the envelope with an error code and `result: null`. */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description 0 on success, an error code otherwise (docs/api.md "Envelope"). */
            code: number;
            /** @description A sentence in the caller’s language (the `lang` header). */
            msg: string;
            result: null;
          };
        };
      };
    };
  };
  postSysOplogExport: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          page?: number;
          size?: number;
          /** Format: date-time */
          start?: string;
          /** Format: date-time */
          end?: string;
          userName?: string;
          module?: string;
          identity?: number;
          /** @enum {string} */
          action?:
            | 'create'
            | 'modify'
            | 'delete'
            | 'login'
            | 'logout'
            | 'import'
            | 'export'
            | 'upload'
            | 'download'
            | 'send';
          /** @enum {string} */
          result?: 'success' | 'fail';
        };
      };
    };
    responses: {
      /** @description The file. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/octet-stream': string;
        };
      };
      /** @description Refused: the envelope with an error code and `result: null`. */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description 0 on success, an error code otherwise (docs/api.md "Envelope"). */
            code: number;
            /** @description A sentence in the caller’s language (the `lang` header). */
            msg: string;
            result: null;
          };
        };
      };
    };
  };
  postSysOplogList: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          page?: number;
          size?: number;
          /** Format: date-time */
          start?: string;
          /** Format: date-time */
          end?: string;
          userName?: string;
          module?: string;
          identity?: number;
          /** @enum {string} */
          action?:
            | 'create'
            | 'modify'
            | 'delete'
            | 'login'
            | 'logout'
            | 'import'
            | 'export'
            | 'upload'
            | 'download'
            | 'send';
          /** @enum {string} */
          result?: 'success' | 'fail';
        };
      };
    };
    responses: {
      /** @description Done: `code` 0 and the result. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description 0 on success, an error code otherwise (docs/api.md "Envelope"). */
            code: number;
            /** @description A sentence in the caller’s language (the `lang` header). */
            msg: string;
            result: {
              records: {
                id: number;
                at: string;
                userName: string;
                module: string;
                ip: string;
                identity: number | null;
                /** @enum {string} */
                action:
                  | 'create'
                  | 'modify'
                  | 'delete'
                  | 'login'
                  | 'logout'
                  | 'import'
                  | 'export'
                  | 'upload'
                  | 'download'
                  | 'send';
                /** @enum {string} */
                result: 'success' | 'fail';
                description: string;
              }[];
              total: number;
              capped: boolean;
              page: number;
              size: number;
            };
          };
        };
      };
      /** @description Refused: the envelope with an error code and `result: null`. */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description 0 on success, an error code otherwise (docs/api.md "Envelope"). */
            code: number;
            /** @description A sentence in the caller’s language (the `lang` header). */
            msg: string;
            result: null;
          };
        };
      };
    };
  };
  getSysPersonalAdAndData: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Done: `code` 0 and the result. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description 0 on success, an error code otherwise (docs/api.md "Envelope"). */
            code: number;
            /** @description A sentence in the caller’s language (the `lang` header). */
            msg: string;
            result: {
              departments: {
                id: number;
                name: string;
                path: string;
              }[];
            };
          };
        };
      };
      /** @description Refused: the envelope with an error code and `result: null`. */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description 0 on success, an error code otherwise (docs/api.md "Envelope"). */
            code: number;
            /** @description A sentence in the caller’s language (the `lang` header). */
            msg: string;
            result: null;
          };
        };
      };
    };
  };
  postSysPersonalAlertConf: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          receiveEmail: boolean;
          alertCategories: ('system' | 'task' | 'robot' | 'licence' | 'schedule' | 'process')[];
          licExc?: boolean;
        };
      };
    };
    responses: {
      /** @description Done: `code` 0 and the result. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description 0 on success, an error code otherwise (docs/api.md "Envelope"). */
            code: number;
            /** @description A sentence in the caller’s language (the `lang` header). */
            msg: string;
            result: {
              receiveEmail: boolean;
              alertCategories: ('system' | 'task' | 'robot' | 'licence' | 'schedule' | 'process')[];
              licExc: boolean;
              id: number;
              account: string;
              realName: string;
              alias: string;
              email: string;
              phone: string;
              departmentName: string;
              lastLoginAt: string | null;
            } | null;
          };
        };
      };
      /** @description Refused: the envelope with an error code and `result: null`. */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description 0 on success, an error code otherwise (docs/api.md "Envelope"). */
            code: number;
            /** @description A sentence in the caller’s language (the `lang` header). */
            msg: string;
            result: null;
          };
        };
      };
    };
  };
  postSysPersonalAlertType: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Done: `code` 0 and the result. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description 0 on success, an error code otherwise (docs/api.md "Envelope"). */
            code: number;
            /** @description A sentence in the caller’s language (the `lang` header). */
            msg: string;
            result: {
              /** @enum {string} */
              type: 'system' | 'task' | 'robot' | 'licence' | 'schedule' | 'process';
              name: string;
            }[];
          };
        };
      };
      /** @description Refused: the envelope with an error code and `result: null`. */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description 0 on success, an error code otherwise (docs/api.md "Envelope"). */
            code: number;
            /** @description A sentence in the caller’s language (the `lang` header). */
            msg: string;
            result: null;
          };
        };
      };
    };
  };
  postSysPersonalInfo: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Done: `code` 0 and the result. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description 0 on success, an error code otherwise (docs/api.md "Envelope"). */
            code: number;
            /** @description A sentence in the caller’s language (the `lang` header). */
            msg: string;
            result: {
              receiveEmail: boolean;
              alertCategories: ('system' | 'task' | 'robot' | 'licence' | 'schedule' | 'process')[];
              licExc: boolean;
              id: number;
              account: string;
              realName: string;
              alias: string;
              email: string;
              phone: string;
              departmentName: string;
              lastLoginAt: string | null;
            } | null;
          };
        };
      };
      /** @description Refused: the envelope with an error code and `result: null`. */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description 0 on success, an error code otherwise (docs/api.md "Envelope"). */
            code: number;
            /** @description A sentence in the caller’s language (the `lang` header). */
            msg: string;
            result: null;
          };
        };
      };
    };
  };
  postSysPersonalLicExc: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          licExc: boolean;
        };
      };
    };
    responses: {
      /** @description Done: `code` 0 and the result. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description 0 on success, an error code otherwise (docs/api.md "Envelope"). */
            code: number;
            /** @description A sentence in the caller’s language (the `lang` header). */
            msg: string;
            result: {
              receiveEmail: boolean;
              alertCategories: ('system' | 'task' | 'robot' | 'licence' | 'schedule' | 'process')[];
              licExc: boolean;
              id: number;
              account: string;
              realName: string;
              alias: string;
              email: string;
              phone: string;
              departmentName: string;
              lastLoginAt: string | null;
            } | null;
          };
        };
      };
      /** @description Refused: the envelope with an error code and `result: null`. */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description 0 on success, an error code otherwise (docs/api.md "Envelope"). */
            code: number;
            /** @description A sentence in the caller’s language (the `lang` header). */
            msg: string;
            result: null;
          };
        };
      };
    };
  };
  postSysPersonalSave: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          realName: string;
          /** @default  */
          alias?: string;
          email: string;
          phone: string;
        };
      };
    };
    responses: {
      /** @description Done: `code` 0 and the result. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description 0 on success, an error code otherwise (docs/api.md "Envelope"). */
            code: number;
            /** @description A sentence in the caller’s language (the `lang` header). */
            msg: string;
            result: {
              receiveEmail: boolean;
              alertCategories: ('system' | 'task' | 'robot' | 'licence' | 'schedule' | 'process')[];
              licExc: boolean;
              id: number;
              account: string;
              realName: string;
              alias: string;
              email: string;
              phone: string;
              departmentName: string;
              lastLoginAt: string | null;
            } | null;
          };
        };
      };
      /** @description Refused: the envelope with an error code and `result: null`. */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description 0 on success, an error code otherwise (docs/api.md "Envelope"). */
            code: number;
            /** @description A sentence in the caller’s language (the `lang` header). */
            msg: string;
            result: null;
          };
        };
      };
    };
  };
  postSysPwdSafeComplex: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Done: `code` 0 and the result. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description 0 on success, an error code otherwise (docs/api.md "Envelope"). */
            code: number;
            /** @description A sentence in the caller’s language (the `lang` header). */
            msg: string;
            result: {
              minLength: number;
              maxLength: number;
              /** @enum {string} */
              level: 'low' | 'medium' | 'high';
              pattern: string;
              patternDesc: {
                zh_CN: string;
                en_US: string;
              };
            };
          };
        };
      };
      /** @description Refused: the envelope with an error code and `result: null`. */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description 0 on success, an error code otherwise (docs/api.md "Envelope"). */
            code: number;
            /** @description A sentence in the caller’s language (the `lang` header). */
            msg: string;
            result: null;
          };
        };
      };
    };
  };
  postSysPwdSafeDetail: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Done: `code` 0 and the result. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description 0 on success, an error code otherwise (docs/api.md "Envelope"). */
            code: number;
            /** @description A sentence in the caller’s language (the `lang` header). */
            msg: string;
            result: {
              minLength: number;
              maxLength: number;
              /** @enum {string} */
              level: 'low' | 'medium' | 'high';
              pattern: string;
              patternDesc: {
                zh_CN: string;
                en_US: string;
              };
              lockThreshold: number;
              lockMinutes: number;
              sessionTimeoutMinutes: number;
              captchaAfterFailures: number;
            };
          };
        };
      };
      /** @description Refused: the envelope with an error code and `result: null`. */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description 0 on success, an error code otherwise (docs/api.md "Envelope"). */
            code: number;
            /** @description A sentence in the caller’s language (the `lang` header). */
            msg: string;
            result: null;
          };
        };
      };
    };
  };
  postSysPwdSafeSave: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          minLength: number;
          maxLength: number;
          /** @enum {string} */
          level: 'low' | 'medium' | 'high';
          pattern: string;
          patternDesc: {
            zh_CN: string;
            en_US: string;
          };
          lockThreshold: number;
          lockMinutes: number;
          sessionTimeoutMinutes: number;
          captchaAfterFailures: number;
        };
      };
    };
    responses: {
      /** @description Done: `code` 0 and the result. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description 0 on success, an error code otherwise (docs/api.md "Envelope"). */
            code: number;
            /** @description A sentence in the caller’s language (the `lang` header). */
            msg: string;
            result: {
              minLength: number;
              maxLength: number;
              /** @enum {string} */
              level: 'low' | 'medium' | 'high';
              pattern: string;
              patternDesc: {
                zh_CN: string;
                en_US: string;
              };
              lockThreshold: number;
              lockMinutes: number;
              sessionTimeoutMinutes: number;
              captchaAfterFailures: number;
            };
          };
        };
      };
      /** @description Refused: the envelope with an error code and `result: null`. */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description 0 on success, an error code otherwise (docs/api.md "Envelope"). */
            code: number;
            /** @description A sentence in the caller’s language (the `lang` header). */
            msg: string;
            result: null;
          };
        };
      };
    };
  };
  postSysServerDel: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          ids: string[];
        };
      };
    };
    responses: {
      /** @description Done: `code` 0 and the result. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description 0 on success, an error code otherwise (docs/api.md "Envelope"). */
            code: number;
            /** @description A sentence in the caller’s language (the `lang` header). */
            msg: string;
            result: {
              deleted: number;
            };
          };
        };
      };
      /** @description Refused: the envelope with an error code and `result: null`. */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description 0 on success, an error code otherwise (docs/api.md "Envelope"). */
            code: number;
            /** @description A sentence in the caller’s language (the `lang` header). */
            msg: string;
            result: null;
          };
        };
      };
    };
  };
  postSysServerList: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          page?: number;
          size?: number;
        };
      };
    };
    responses: {
      /** @description Done: `code` 0 and the result. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description 0 on success, an error code otherwise (docs/api.md "Envelope"). */
            code: number;
            /** @description A sentence in the caller’s language (the `lang` header). */
            msg: string;
            result: {
              records: {
                id: string;
                address: string;
                version: string;
                startedAt: string;
                lastBeatAt: string;
                /** @enum {string} */
                status: 'running' | 'stopped';
                robots: number;
              }[];
              total: number;
              capped: boolean;
              page: number;
              size: number;
            };
          };
        };
      };
      /** @description Refused: the envelope with an error code and `result: null`. */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description 0 on success, an error code otherwise (docs/api.md "Envelope"). */
            code: number;
            /** @description A sentence in the caller’s language (the `lang` header). */
            msg: string;
            result: null;
          };
        };
      };
    };
  };
  postSysSysAnnouncementSendEditByAnntIdAndUserId: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          ids: number[];
        };
      };
    };
    responses: {
      /** @description Done: `code` 0 and the result. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description 0 on success, an error code otherwise (docs/api.md "Envelope"). */
            code: number;
            /** @description A sentence in the caller’s language (the `lang` header). */
            msg: string;
            result: null;
          };
        };
      };
      /** @description Refused: the envelope with an error code and `result: null`. */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description 0 on success, an error code otherwise (docs/api.md "Envelope"). */
            code: number;
            /** @description A sentence in the caller’s language (the `lang` header). */
            msg: string;
            result: null;
          };
        };
      };
    };
  };
  postSysconfapiPlatformLicense: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Done: `code` 0 and the result. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description 0 on success, an error code otherwise (docs/api.md "Envelope"). */
            code: number;
            /** @description A sentence in the caller’s language (the `lang` header). */
            msg: string;
            result: {
              licenseType: ('formal' | 'trial') | null;
              hasValidLicence: boolean;
              showBell: boolean;
              machineCode: string;
              categories: {
                /** @enum {string} */
                category: 'background' | 'foreground' | 'designer' | 'scene';
                total: number;
                used: number;
                left: number;
              }[];
              expiring: {
                licSn: string;
                /** @enum {string} */
                category: 'background' | 'foreground' | 'designer' | 'scene';
                dueAt: string;
                daysLeft: number;
              }[];
              notice: string;
            };
          };
        };
      };
      /** @description Refused: the envelope with an error code and `result: null`. */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description 0 on success, an error code otherwise (docs/api.md "Envelope"). */
            code: number;
            /** @description A sentence in the caller’s language (the `lang` header). */
            msg: string;
            result: null;
          };
        };
      };
    };
  };
  postSysconfapiTimesVCode: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Done: `code` 0 and the result. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "code": 0,
           *       "msg": "ok",
           *       "result": {
           *         "times": 3
           *       }
           *     }
           */
          'application/json': {
            /** @description 0 on success, an error code otherwise (docs/api.md "Envelope"). */
            code: number;
            /** @description A sentence in the caller’s language (the `lang` header). */
            msg: string;
            result: {
              times: number;
            };
          };
        };
      };
      /** @description Refused: the envelope with an error code and `result: null`. */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description 0 on success, an error code otherwise (docs/api.md "Envelope"). */
            code: number;
            /** @description A sentence in the caller’s language (the `lang` header). */
            msg: string;
            result: null;
          };
        };
      };
    };
  };
  postTaskCancel: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          taskId: number;
        };
      };
    };
    responses: {
      /** @description Done: `code` 0 and the result. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description 0 on success, an error code otherwise (docs/api.md "Envelope"). */
            code: number;
            /** @description A sentence in the caller’s language (the `lang` header). */
            msg: string;
            result: {
              id: number;
              processId: number;
              processName: string;
              versionId: number;
              versionNumber: string;
              /** @enum {string} */
              state:
                | 'pending'
                | 'running'
                | 'success'
                | 'failed'
                | 'stopping'
                | 'stopped'
                | 'pendout'
                | 'runout'
                | 'cancelled';
              stopSubmitted: boolean;
              /** @enum {string} */
              priority: 'urgent' | 'normal' | 'low';
              /** @enum {string} */
              source: 'manual' | 'schedule';
              operator: {
                id: number;
                account: string;
                realName: string;
              } | null;
              operatorName: string;
              scheduleId: number | null;
              scheduleName: string;
              robotId: number | null;
              robotName: string;
              departmentId: number;
              departmentName: string;
              hint: ('noRobots' | 'robotMissing' | 'noIdleRobot' | 'versionMismatch' | 'sceneChanged') | '';
              attempt: number;
              retryOf: number | null;
              progress: number | null;
              exitCode: number | null;
              error: string;
              logCount: number;
              fileCount: number;
              plannedAt: string;
              createdAt: string;
              dispatchedAt: string | null;
              startedAt: string | null;
              finishedAt: string | null;
              waitSeconds: number;
              runSeconds: number | null;
              parameters: {
                [key: string]: string;
              };
              waitTimeout: number;
              runTimeout: number;
              retriesLeft: number;
              files: {
                id: number;
                name: string;
                size: number;
                uploadedAt: string;
              }[];
              recordings: {
                id: number;
                name: string;
                mime: string;
                size: number;
                uploadedAt: string;
              }[];
            };
          };
        };
      };
      /** @description Refused: the envelope with an error code and `result: null`. */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description 0 on success, an error code otherwise (docs/api.md "Envelope"). */
            code: number;
            /** @description A sentence in the caller’s language (the `lang` header). */
            msg: string;
            result: null;
          };
        };
      };
    };
  };
  getTaskDetail: {
    parameters: {
      query: {
        taskId: number;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Done: `code` 0 and the result. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description 0 on success, an error code otherwise (docs/api.md "Envelope"). */
            code: number;
            /** @description A sentence in the caller’s language (the `lang` header). */
            msg: string;
            result: {
              id: number;
              processId: number;
              processName: string;
              versionId: number;
              versionNumber: string;
              /** @enum {string} */
              state:
                | 'pending'
                | 'running'
                | 'success'
                | 'failed'
                | 'stopping'
                | 'stopped'
                | 'pendout'
                | 'runout'
                | 'cancelled';
              stopSubmitted: boolean;
              /** @enum {string} */
              priority: 'urgent' | 'normal' | 'low';
              /** @enum {string} */
              source: 'manual' | 'schedule';
              operator: {
                id: number;
                account: string;
                realName: string;
              } | null;
              operatorName: string;
              scheduleId: number | null;
              scheduleName: string;
              robotId: number | null;
              robotName: string;
              departmentId: number;
              departmentName: string;
              hint: ('noRobots' | 'robotMissing' | 'noIdleRobot' | 'versionMismatch' | 'sceneChanged') | '';
              attempt: number;
              retryOf: number | null;
              progress: number | null;
              exitCode: number | null;
              error: string;
              logCount: number;
              fileCount: number;
              plannedAt: string;
              createdAt: string;
              dispatchedAt: string | null;
              startedAt: string | null;
              finishedAt: string | null;
              waitSeconds: number;
              runSeconds: number | null;
              parameters: {
                [key: string]: string;
              };
              waitTimeout: number;
              runTimeout: number;
              retriesLeft: number;
              files: {
                id: number;
                name: string;
                size: number;
                uploadedAt: string;
              }[];
              recordings: {
                id: number;
                name: string;
                mime: string;
                size: number;
                uploadedAt: string;
              }[];
            };
          };
        };
      };
      /** @description Refused: the envelope with an error code and `result: null`. */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description 0 on success, an error code otherwise (docs/api.md "Envelope"). */
            code: number;
            /** @description A sentence in the caller’s language (the `lang` header). */
            msg: string;
            result: null;
          };
        };
      };
    };
  };
  postTaskExport: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          processName?: string;
          operator?: string;
          /** @enum {string} */
          state?:
            | 'pending'
            | 'running'
            | 'success'
            | 'failed'
            | 'stopping'
            | 'stopped'
            | 'pendout'
            | 'runout'
            | 'cancelled';
          robotId?: number;
          departmentId?: number;
          scheduleId?: number;
          /** @enum {string} */
          source?: 'manual' | 'schedule';
          /** Format: date-time */
          createdFrom?: string;
          /** Format: date-time */
          createdTo?: string;
          /** @enum {string} */
          format: 'xlsx' | 'csv';
        };
      };
    };
    responses: {
      /** @description The file. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/octet-stream': string;
        };
      };
      /** @description Refused: the envelope with an error code and `result: null`. */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description 0 on success, an error code otherwise (docs/api.md "Envelope"). */
            code: number;
            /** @description A sentence in the caller’s language (the `lang` header). */
            msg: string;
            result: null;
          };
        };
      };
    };
  };
  getTaskFile: {
    parameters: {
      query: {
        id: number;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The file. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/octet-stream': string;
        };
      };
      /** @description Refused: the envelope with an error code and `result: null`. */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description 0 on success, an error code otherwise (docs/api.md "Envelope"). */
            code: number;
            /** @description A sentence in the caller’s language (the `lang` header). */
            msg: string;
            result: null;
          };
        };
      };
    };
  };
  postTaskList: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          processName?: string;
          operator?: string;
          /** @enum {string} */
          state?:
            | 'pending'
            | 'running'
            | 'success'
            | 'failed'
            | 'stopping'
            | 'stopped'
            | 'pendout'
            | 'runout'
            | 'cancelled';
          robotId?: number;
          departmentId?: number;
          scheduleId?: number;
          /** @enum {string} */
          source?: 'manual' | 'schedule';
          /** Format: date-time */
          createdFrom?: string;
          /** Format: date-time */
          createdTo?: string;
          page?: number;
          size?: number;
        };
      };
    };
    responses: {
      /** @description Done: `code` 0 and the result. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description 0 on success, an error code otherwise (docs/api.md "Envelope"). */
            code: number;
            /** @description A sentence in the caller’s language (the `lang` header). */
            msg: string;
            result: {
              records: {
                id: number;
                processId: number;
                processName: string;
                versionId: number;
                versionNumber: string;
                /** @enum {string} */
                state:
                  | 'pending'
                  | 'running'
                  | 'success'
                  | 'failed'
                  | 'stopping'
                  | 'stopped'
                  | 'pendout'
                  | 'runout'
                  | 'cancelled';
                stopSubmitted: boolean;
                /** @enum {string} */
                priority: 'urgent' | 'normal' | 'low';
                /** @enum {string} */
                source: 'manual' | 'schedule';
                operator: {
                  id: number;
                  account: string;
                  realName: string;
                } | null;
                operatorName: string;
                scheduleId: number | null;
                scheduleName: string;
                robotId: number | null;
                robotName: string;
                departmentId: number;
                departmentName: string;
                hint: ('noRobots' | 'robotMissing' | 'noIdleRobot' | 'versionMismatch' | 'sceneChanged') | '';
                attempt: number;
                retryOf: number | null;
                progress: number | null;
                exitCode: number | null;
                error: string;
                logCount: number;
                fileCount: number;
                plannedAt: string;
                createdAt: string;
                dispatchedAt: string | null;
                startedAt: string | null;
                finishedAt: string | null;
                waitSeconds: number;
                runSeconds: number | null;
              }[];
              total: number;
              capped: boolean;
              page: number;
              size: number;
            };
          };
        };
      };
      /** @description Refused: the envelope with an error code and `result: null`. */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description 0 on success, an error code otherwise (docs/api.md "Envelope"). */
            code: number;
            /** @description A sentence in the caller’s language (the `lang` header). */
            msg: string;
            result: null;
          };
        };
      };
    };
  };
  postTaskLogs: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          taskId: number;
          page?: number;
          size?: number;
          text?: string;
          /** @enum {string} */
          level?: 'info' | 'error';
        };
      };
    };
    responses: {
      /** @description Done: `code` 0 and the result. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description 0 on success, an error code otherwise (docs/api.md "Envelope"). */
            code: number;
            /** @description A sentence in the caller’s language (the `lang` header). */
            msg: string;
            result: {
              records: {
                seq: number;
                time: string;
                /** @enum {string} */
                level: 'info' | 'error';
                text: string;
              }[];
              total: number;
              capped: boolean;
              page: number;
              size: number;
            };
          };
        };
      };
      /** @description Refused: the envelope with an error code and `result: null`. */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description 0 on success, an error code otherwise (docs/api.md "Envelope"). */
            code: number;
            /** @description A sentence in the caller’s language (the `lang` header). */
            msg: string;
            result: null;
          };
        };
      };
    };
  };
  getTaskRecording: {
    parameters: {
      query: {
        id: number;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The file. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/octet-stream': string;
        };
      };
      /** @description Refused: the envelope with an error code and `result: null`. */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description 0 on success, an error code otherwise (docs/api.md "Envelope"). */
            code: number;
            /** @description A sentence in the caller’s language (the `lang` header). */
            msg: string;
            result: null;
          };
        };
      };
    };
  };
  postTaskRun: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          processId: number;
          versionId?: number;
          /** @default {} */
          parameters?: {
            [key: string]: string;
          };
          /**
           * @default normal
           * @enum {string}
           */
          priority?: 'urgent' | 'normal' | 'low';
          /** @default [] */
          robotIds?: number[];
        };
      };
    };
    responses: {
      /** @description Done: `code` 0 and the result. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description 0 on success, an error code otherwise (docs/api.md "Envelope"). */
            code: number;
            /** @description A sentence in the caller’s language (the `lang` header). */
            msg: string;
            result: {
              id: number;
              processId: number;
              processName: string;
              versionId: number;
              versionNumber: string;
              /** @enum {string} */
              state:
                | 'pending'
                | 'running'
                | 'success'
                | 'failed'
                | 'stopping'
                | 'stopped'
                | 'pendout'
                | 'runout'
                | 'cancelled';
              stopSubmitted: boolean;
              /** @enum {string} */
              priority: 'urgent' | 'normal' | 'low';
              /** @enum {string} */
              source: 'manual' | 'schedule';
              operator: {
                id: number;
                account: string;
                realName: string;
              } | null;
              operatorName: string;
              scheduleId: number | null;
              scheduleName: string;
              robotId: number | null;
              robotName: string;
              departmentId: number;
              departmentName: string;
              hint: ('noRobots' | 'robotMissing' | 'noIdleRobot' | 'versionMismatch' | 'sceneChanged') | '';
              attempt: number;
              retryOf: number | null;
              progress: number | null;
              exitCode: number | null;
              error: string;
              logCount: number;
              fileCount: number;
              plannedAt: string;
              createdAt: string;
              dispatchedAt: string | null;
              startedAt: string | null;
              finishedAt: string | null;
              waitSeconds: number;
              runSeconds: number | null;
              parameters: {
                [key: string]: string;
              };
              waitTimeout: number;
              runTimeout: number;
              retriesLeft: number;
              files: {
                id: number;
                name: string;
                size: number;
                uploadedAt: string;
              }[];
              recordings: {
                id: number;
                name: string;
                mime: string;
                size: number;
                uploadedAt: string;
              }[];
              robotWarning?: string;
            };
          };
        };
      };
      /** @description Refused: the envelope with an error code and `result: null`. */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description 0 on success, an error code otherwise (docs/api.md "Envelope"). */
            code: number;
            /** @description A sentence in the caller’s language (the `lang` header). */
            msg: string;
            result: null;
          };
        };
      };
    };
  };
  postTaskStop: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          taskId: number;
        };
      };
    };
    responses: {
      /** @description Done: `code` 0 and the result. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description 0 on success, an error code otherwise (docs/api.md "Envelope"). */
            code: number;
            /** @description A sentence in the caller’s language (the `lang` header). */
            msg: string;
            result: {
              id: number;
              processId: number;
              processName: string;
              versionId: number;
              versionNumber: string;
              /** @enum {string} */
              state:
                | 'pending'
                | 'running'
                | 'success'
                | 'failed'
                | 'stopping'
                | 'stopped'
                | 'pendout'
                | 'runout'
                | 'cancelled';
              stopSubmitted: boolean;
              /** @enum {string} */
              priority: 'urgent' | 'normal' | 'low';
              /** @enum {string} */
              source: 'manual' | 'schedule';
              operator: {
                id: number;
                account: string;
                realName: string;
              } | null;
              operatorName: string;
              scheduleId: number | null;
              scheduleName: string;
              robotId: number | null;
              robotName: string;
              departmentId: number;
              departmentName: string;
              hint: ('noRobots' | 'robotMissing' | 'noIdleRobot' | 'versionMismatch' | 'sceneChanged') | '';
              attempt: number;
              retryOf: number | null;
              progress: number | null;
              exitCode: number | null;
              error: string;
              logCount: number;
              fileCount: number;
              plannedAt: string;
              createdAt: string;
              dispatchedAt: string | null;
              startedAt: string | null;
              finishedAt: string | null;
              waitSeconds: number;
              runSeconds: number | null;
              parameters: {
                [key: string]: string;
              };
              waitTimeout: number;
              runTimeout: number;
              retriesLeft: number;
              files: {
                id: number;
                name: string;
                size: number;
                uploadedAt: string;
              }[];
              recordings: {
                id: number;
                name: string;
                mime: string;
                size: number;
                uploadedAt: string;
              }[];
            };
          };
        };
      };
      /** @description Refused: the envelope with an error code and `result: null`. */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description 0 on success, an error code otherwise (docs/api.md "Envelope"). */
            code: number;
            /** @description A sentence in the caller’s language (the `lang` header). */
            msg: string;
            result: null;
          };
        };
      };
    };
  };
}
