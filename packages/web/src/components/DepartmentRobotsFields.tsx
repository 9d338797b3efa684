import { useQuery } from '@tanstack/react-query';
import { Form, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { robotChoices } from '../api/robots';
import { DepartmentSelect } from './DepartmentSelect';

interface Props {
  /** Whether the form is open: the robots are asked for only then. */
  open: boolean;
  /** The texts' section, holding department, departmentRequired, robots, robotsHelp and allRobots. */
  texts: string;
  /** Prefix of the fields' test ids: `-department`, `-robots`. */
  testId: string;
}

/**
 * A form's `departmentId` and `robotIds`: the department, then the robots of
 * it that are allowed (none chosen: every robot of the department). Another
 * department empties the robots, as they belong to the one before.
 */
export function DepartmentRobotsFields({ open, texts, testId }: Props) {
  const { t } = useTranslation();
  const form = Form.useFormInstance();
  const departmentId = Form.useWatch('departmentId', form);
  const robots = useQuery({ queryKey: ['robotChoices'], queryFn: robotChoices, enabled: open });
  const options = (robots.data ?? [])
    .filter((r) => r.departmentId === departmentId)
    .map((r) => ({ value: r.id, label: r.alias ? `${r.alias} (${r.robotsNo})` : r.robotsNo }));
  return (
    <>
      <Form.Item
        name="departmentId"
        label={t(`${texts}.department`)}
        rules={[{ required: true, message: t(`${texts}.departmentRequired`) }]}
      >
        <DepartmentSelect
          onChange={() => form.setFieldValue('robotIds', [])}
          data-testid={`${testId}-department`}
        />
      </Form.Item>
      <Form.Item name="robotIds" label={t(`${texts}.robots`)} extra={t(`${texts}.robotsHelp`)}>
        <Select
          mode="multiple"
          allowClear
          options={options}
          disabled={!departmentId}
          loading={robots.isPending}
          showSearch={{ optionFilterProp: 'label' }}
          placeholder={t(`${texts}.allRobots`)}
          data-testid={`${testId}-robots`}
        />
      </Form.Item>
    </>
  );
}
