import type {
  LicenceConfirmation,
  LicenceImportResult,
  LicenceListQuery,
  LicenceRow,
  LicenceTransferReasonValue,
  LicenceTransferRow,
  Page,
  PlatformLicence,
} from '@rpa/contracts';
import type { AxiosProgressEvent } from 'axios';
import { api } from './client';

/** Licences (docs/api.md, Licences; file format in docs/licence-format.md). */

export const listLicences = (q: LicenceListQuery & { page: number; size: number }) =>
  api().post<Page<LicenceRow>>('/sys/lic/list', q);
/** The shell's licence summary: type, the bell rule, seats per category, licences due soon. */
export const platformLicence = () => api().post<PlatformLicence>('/sysconfapi/platformLicense');
/**
 * Uploads a `.lic` file (multipart, field `file`). With `replaces`, the new
 * licence takes the place of that one and its seats move over (freeAndImport).
 */
export const importLicence = (
  form: FormData,
  onUploadProgress: (e: AxiosProgressEvent) => void,
  replaces?: string,
) =>
  api().send<LicenceImportResult>(
    {
      method: 'POST',
      url: replaces ? '/sys/lic/freeAndImport' : '/sys/lic/import',
      data: form,
      params: replaces ? { licSn: replaces } : undefined,
    },
    { file: true, onUploadProgress, silent: true },
  );
/** The request file for the vendor (this installation's machine code). */
export const applyLicence = () =>
  api().send<Blob>({ method: 'POST', url: '/sys/lic/apply', data: {} }, { file: true, responseType: 'blob' });
export const renameCustomer = (licSn: string, custName: string) =>
  api().post<LicenceRow>('/sys/lic/updateCustName', { licSn, custName });
/** `passWord` is RSA-encrypted as at sign-in; the answer's token allows one deletion within 2 minutes. */
export const checkUser = (userName: string, passWord: string) =>
  api().post<LicenceConfirmation>('/sys/lic/checkUser', { userName, passWord });
export const deleteLicence = (licSn: string, confirmToken: string) =>
  api().post<{ licSn: string; releasedSeats: number }>('/sys/lic/del', { licSn, confirmToken });

export interface TransferQuery {
  licSn?: string;
  reason?: LicenceTransferReasonValue;
  result?: LicenceTransferRow['result'];
}
export const transferRecords = (q: TransferQuery & { page: number; size: number }) =>
  api().post<Page<LicenceTransferRow>>('/sys/lic/transferList', q);
