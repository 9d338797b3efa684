/** The department column of every sheet that lists each row's department. */
export function departmentColumn(width = 20) {
  return { header: { zh_CN: '部门', en_US: 'Department' }, key: 'departmentName', width };
}
