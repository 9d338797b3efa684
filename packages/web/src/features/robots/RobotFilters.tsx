import { DownOutlined, ReloadOutlined, SearchOutlined, UpOutlined } from '@ant-design/icons';
import { LicenceStatus, ROBOT_CATEGORIES, type RobotListQuery, RobotRunState } from '@rpa/contracts';
import { useQuery } from '@tanstack/react-query';
import { Button, Flex, Form, Input, Select } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { agentVersions } from '../../api/robots';
import { DepartmentSelect } from '../../components/DepartmentSelect';
import { type RobotFilterFields, robotQuery } from './query';

/** The robot list's search: keyword, states and department first; type, binding, version and binding status on demand. */
export function RobotFilters({ onSearch }: { onSearch: (q: RobotListQuery) => void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<RobotFilterFields>();
  const [more, setMore] = useState(false);
  const versions = useQuery({ queryKey: ['robots', 'versions'], queryFn: agentVersions, enabled: more });
  return (
    <Form
      form={form}
      layout="inline"
      // Hidden filters drop out when folded away, so the search names only what is on screen.
      preserve={false}
      style={{ rowGap: 12, marginBottom: 16 }}
      onFinish={(f) => onSearch(robotQuery(f))}
    >
      <Form.Item name="keyword" label={t('robots.keyword')}>
        <Input
          allowClear
          maxLength={64}
          placeholder={t('robots.keywordHint')}
          style={{ width: 210 }}
          data-testid="robots-filter-keyword"
        />
      </Form.Item>
      <Form.Item name="runState" label={t('robots.runState')}>
        <Select
          allowClear
          style={{ width: 110 }}
          options={RobotRunState.map((s) => ({ value: s, label: t(`robots.run_${s}`) }))}
          data-testid="robots-filter-state"
        />
      </Form.Item>
      <Form.Item name="licenceState" label={t('robots.licenceState')}>
        <Select
          allowClear
          style={{ width: 150 }}
          options={[...LicenceStatus, 'none' as const].map((s) => ({
            value: s,
            label: t(`robots.licence_${s}`),
          }))}
        />
      </Form.Item>
      <Form.Item name="departmentId" label={t('robots.department')}>
        <DepartmentSelect allowClear style={{ width: 170 }} />
      </Form.Item>
      {more && (
        <>
          <Form.Item name="category" label={t('robots.category')}>
            <Select
              allowClear
              style={{ width: 110 }}
              options={ROBOT_CATEGORIES.map((c) => ({ value: c, label: t(`robots.category_${c}`) }))}
            />
          </Form.Item>
          <Form.Item name="bindingWay" label={t('robots.binding')}>
            <Select
              allowClear
              style={{ width: 130 }}
              options={(['manager', 'user'] as const).map((b) => ({
                value: b,
                label: t(`robots.binding_${b}`),
              }))}
            />
          </Form.Item>
          <Form.Item name="agentVersion" label={t('robots.version')}>
            <Select
              allowClear
              style={{ width: 110 }}
              loading={versions.isFetching}
              options={(versions.data ?? []).map((v) => ({ value: v, label: v }))}
            />
          </Form.Item>
          <Form.Item name="bound" label={t('robots.boundState')}>
            <Select
              allowClear
              style={{ width: 110 }}
              options={[
                { value: 'yes', label: t('robots.bound') },
                { value: 'no', label: t('robots.unbound') },
              ]}
            />
          </Form.Item>
        </>
      )}
      <Flex gap={8} wrap>
        <Button type="primary" htmlType="submit" icon={<SearchOutlined />} data-testid="robots-search">
          {t('common.search')}
        </Button>
        <Button
          icon={<ReloadOutlined />}
          onClick={() => {
            form.resetFields();
            onSearch({});
          }}
        >
          {t('common.reset')}
        </Button>
        <Button
          type="link"
          onClick={() => setMore((m) => !m)}
          icon={more ? <UpOutlined /> : <DownOutlined />}
        >
          {more ? t('robots.fewerFilters') : t('robots.moreFilters')}
        </Button>
      </Flex>
    </Form>
  );
}
