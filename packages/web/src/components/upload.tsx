import { InboxOutlined } from '@ant-design/icons';
import { Upload } from 'antd';
import type { AxiosProgressEvent } from 'axios';
import { type ReactNode, useState } from 'react';
import { RequestError } from '../api/request';

/**
 * A file sent with its progress: `percent` while it goes (null otherwise)
 * and the `problem` to show, a wrong file or the server's refusal; any other
 * error is a defect and is thrown.
 */
export function useUpload() {
  const [percent, setPercent] = useState<number | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  /** Sends a form (files and fields): the answer, or undefined when refused. */
  const sendForm = async <T,>(
    form: FormData,
    upload: (form: FormData, progress: (e: AxiosProgressEvent) => void) => Promise<T>,
  ): Promise<T | undefined> => {
    setProblem(null);
    setPercent(0);
    try {
      return await upload(form, (e) => setPercent(e.total ? Math.round((e.loaded / e.total) * 100) : 50));
    } catch (err) {
      if (!(err instanceof RequestError)) throw err;
      setProblem(err.message);
      return undefined;
    } finally {
      setPercent(null);
    }
  };
  /** Sends the file as the form's `file`: the answer, or undefined when refused. */
  const send = <T,>(
    file: File,
    upload: (form: FormData, progress: (e: AxiosProgressEvent) => void) => Promise<T>,
  ): Promise<T | undefined> => {
    const form = new FormData();
    form.append('file', file);
    return sendForm(form, upload);
  };
  return { percent, busy: percent !== null, problem, setProblem, send, sendForm };
}

/** The box a file is dropped on or chosen from, one file at a time; `onFile` takes it (nothing is sent by antd). */
export function FileDrop({
  accept,
  busy,
  onFile,
  text,
  hint,
  testId,
}: {
  accept: string;
  busy: boolean;
  onFile: (file: File) => void;
  text: ReactNode;
  hint?: ReactNode;
  testId?: string;
}) {
  return (
    <Upload.Dragger
      accept={accept}
      multiple={false}
      showUploadList={false}
      disabled={busy}
      beforeUpload={(file) => {
        onFile(file);
        return false;
      }}
      data-testid={testId}
    >
      <p className="ant-upload-drag-icon">
        <InboxOutlined />
      </p>
      <p className="ant-upload-text">{text}</p>
      {hint && <p className="ant-upload-hint">{hint}</p>}
    </Upload.Dragger>
  );
}
