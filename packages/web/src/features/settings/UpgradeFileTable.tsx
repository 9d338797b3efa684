import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import {
  issueMessage,
  ROBOT_UPGRADE_ACTION_LABELS,
  ROBOT_UPGRADE_ACTIONS,
  ROBOT_UPGRADE_LIMITS,
  type RobotUpgradeFile,
  robotUpgradeFile,
  toLang,
} from '@rpa/contracts';
import {
  Button,
  Flex,
  Form,
  type FormListFieldData,
  Input,
  InputNumber,
  Select,
  Table,
  type TableColumnsType,
  Typography,
} from 'antd';
import { type ReactElement, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useContractMessage, useFieldRules } from '../../components/rules';

const PAGE_SIZE = 20;
const { FILES_MAX } = ROBOT_UPGRADE_LIMITS;
const NEW_FILE: RobotUpgradeFile = {
  name: '',
  md5: '',
  size: 0,
  sourceUrl: '',
  targetPath: '',
  action: 'replace',
};
const pageOf = (index: number) => Math.floor(index / PAGE_SIZE) + 1;
const MONO = { fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace', fontSize: 13 };
/** Fits the content width at 1440 px; narrower screens scroll the table, not the page. */
const TABLE_WIDTH = 1140;
const FULL = { width: '100%' };

/**
 * The files of the 9.0 upgrade as an editable table, 20 rows a page (up to
 * 1000). Each cell has the contract's rule; rows on other pages are checked
 * by the list's own rule, which names the first bad one and its page.
 */
export function UpgradeFileTable() {
  const { t, i18n } = useTranslation();
  const lang = toLang(i18n.language);
  const rule = useFieldRules(robotUpgradeFile);
  const contractMessage = useContractMessage();
  const [page, setPage] = useState(1);
  // Read by the list's rule when it runs, which may be after a page change.
  const shown = useRef(page);
  shown.current = page;
  const form = Form.useFormInstance();
  useEffect(() => {
    // Once the list has named a bad row, the page shown next says in its cells what is wrong.
    if (page && form.getFieldError('files').length > 0)
      form.validateFields(['files'], { recursive: true }).catch(() => {});
  }, [page, form]);

  const listRule = {
    validator: async (_: unknown, files: RobotUpgradeFile[] = []) => {
      if (files.length > FILES_MAX) throw new Error(contractMessage('robotUpgrade.filesMax'));
      for (const [index, file] of files.entries()) {
        // The rows shown say what is wrong in their own cells.
        if (pageOf(index) === shown.current) continue;
        const issue = robotUpgradeFile.safeParse(file).error?.issues[0];
        if (issue)
          throw new Error(
            t('settings.robotUpgrade.rowInvalid', {
              row: index + 1,
              page: pageOf(index),
              message: issueMessage(issue, lang),
            }),
          );
      }
    },
  };

  return (
    <Form.List name="files" rules={[listRule]}>
      {(fields, { add, remove }, { errors }) => {
        const cell = (name: keyof RobotUpgradeFile, field: FormListFieldData, input: ReactElement) => (
          <Form.Item name={[field.name, name]} rules={rule(name)} style={{ margin: 0 }}>
            {input}
          </Form.Item>
        );
        const label = (name: keyof RobotUpgradeFile, field: FormListFieldData) =>
          `${t(`settings.robotUpgrade.${name}`)} ${field.name + 1}`;
        const testId = (name: string, field: FormListFieldData) => `robot-upgrade-${name}-${field.name}`;
        const columns: TableColumnsType<FormListFieldData> = [
          {
            title: '#',
            key: 'row',
            width: 44,
            align: 'right',
            render: (_, field) => <span style={{ lineHeight: '32px' }}>{field.name + 1}</span>,
          },
          {
            title: t('settings.robotUpgrade.name'),
            key: 'name',
            width: 140,
            render: (_, field) =>
              cell(
                'name',
                field,
                <Input style={FULL} aria-label={label('name', field)} data-testid={testId('name', field)} />,
              ),
          },
          {
            title: t('settings.robotUpgrade.md5'),
            key: 'md5',
            width: 290,
            render: (_, field) =>
              cell(
                'md5',
                field,
                <Input style={MONO} aria-label={label('md5', field)} data-testid={testId('md5', field)} />,
              ),
          },
          {
            title: t('settings.robotUpgrade.size'),
            key: 'size',
            width: 120,
            render: (_, field) =>
              cell(
                'size',
                field,
                <InputNumber
                  min={0}
                  precision={0}
                  style={FULL}
                  aria-label={label('size', field)}
                  data-testid={testId('size', field)}
                />,
              ),
          },
          {
            title: t('settings.robotUpgrade.sourceUrl'),
            key: 'sourceUrl',
            render: (_, field) =>
              cell(
                'sourceUrl',
                field,
                <Input
                  placeholder="https://"
                  style={FULL}
                  aria-label={label('sourceUrl', field)}
                  data-testid={testId('sourceUrl', field)}
                />,
              ),
          },
          {
            title: t('settings.robotUpgrade.targetPath'),
            key: 'targetPath',
            render: (_, field) =>
              cell(
                'targetPath',
                field,
                <Input
                  style={FULL}
                  aria-label={label('targetPath', field)}
                  data-testid={testId('targetPath', field)}
                />,
              ),
          },
          {
            title: t('settings.robotUpgrade.action'),
            key: 'action',
            width: 110,
            render: (_, field) =>
              cell(
                'action',
                field,
                <Select
                  style={FULL}
                  aria-label={label('action', field)}
                  data-testid={testId('action', field)}
                  options={ROBOT_UPGRADE_ACTIONS.map((a) => ({
                    value: a,
                    label: ROBOT_UPGRADE_ACTION_LABELS[a][lang],
                  }))}
                />,
              ),
          },
          {
            title: '',
            key: 'remove',
            width: 48,
            render: (_, field) => (
              <Button
                type="text"
                danger
                icon={<DeleteOutlined />}
                aria-label={t('settings.robotUpgrade.remove', { row: field.name + 1 })}
                data-testid={testId('remove', field)}
                onClick={() => {
                  remove(field.name);
                  setPage((p) => Math.min(p, Math.max(1, pageOf(fields.length - 2))));
                }}
              />
            ),
          },
        ];
        // Cells align at the top, so a message under one input does not move the row's others.
        for (const column of columns) column.onCell = () => ({ style: { verticalAlign: 'top' } });
        return (
          <>
            <Flex justify="space-between" align="center" wrap gap={8} style={{ marginBottom: 8 }}>
              <Typography.Text strong>{t('settings.robotUpgrade.files')}</Typography.Text>
              <Flex align="center" gap={8} wrap>
                <Typography.Text type="secondary" data-testid="robot-upgrade-count">
                  {t('settings.robotUpgrade.count', { count: fields.length, max: FILES_MAX })}
                </Typography.Text>
                <Button
                  icon={<PlusOutlined />}
                  disabled={fields.length >= FILES_MAX}
                  data-testid="robot-upgrade-add"
                  onClick={() => {
                    add(NEW_FILE);
                    setPage(pageOf(fields.length));
                  }}
                >
                  {t('settings.robotUpgrade.add')}
                </Button>
              </Flex>
            </Flex>
            <Table
              rowKey="key"
              size="small"
              dataSource={fields}
              columns={columns}
              tableLayout="fixed"
              scroll={{ x: TABLE_WIDTH }}
              pagination={{
                current: page,
                pageSize: PAGE_SIZE,
                onChange: setPage,
                hideOnSinglePage: true,
                showSizeChanger: false,
              }}
              locale={{ emptyText: t('settings.robotUpgrade.empty') }}
              data-testid="robot-upgrade-files"
            />
            <Typography.Text type="danger">
              <Form.ErrorList errors={errors} />
            </Typography.Text>
          </>
        );
      }}
    </Form.List>
  );
}
