import { FILE_PLACES } from '@rpa/contracts';
import { Form, Radio } from 'antd';
import { useTranslation } from 'react-i18next';
import { useContractMessage } from '../../components/rules';
import { ProcessSelect } from './ProcessSelect';

/**
 * Where files go, for the upload and copy dialogs: the caller's own files
 * or a process's documents, the process then required (the contract's
 * messages). `testId` prefixes the fields' test ids.
 */
export function DestinationFields({ testId }: { testId: string }) {
  const { t } = useTranslation();
  const message = useContractMessage();
  return (
    <>
      <Form.Item
        name="place"
        label={t('files.destination')}
        rules={[{ required: true, message: message('files.placeRequired') }]}
      >
        <Radio.Group
          optionType="button"
          buttonStyle="solid"
          options={FILE_PLACES.map((p) => ({
            value: p,
            label: <span data-testid={`${testId}-place-${p}`}>{t(`files.place_${p}`)}</span>,
          }))}
        />
      </Form.Item>
      <Form.Item noStyle shouldUpdate={(a, b) => a.place !== b.place}>
        {({ getFieldValue }) =>
          getFieldValue('place') === 'process' && (
            <Form.Item
              name="processId"
              label={t('files.process')}
              rules={[{ required: true, message: message('files.processRequired') }]}
            >
              <ProcessSelect data-testid={`${testId}-process`} />
            </Form.Item>
          )
        }
      </Form.Item>
    </>
  );
}
