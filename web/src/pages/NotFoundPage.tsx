import { Button } from '@blueprintjs/core';
import { ArrowLeftIcon, HomeIcon } from '@blueprintjs/icons';
import { useNavigate } from 'react-router-dom';
import { messages } from '../i18n/messages';
import { useDocumentTitle } from '../app/use-document-title';

/** Spec 2 §2.7: any unknown path. The spec's English strings are kept as given. */
export default function NotFoundPage() {
  const navigate = useNavigate();
  const text = messages.notFound;
  useDocumentTitle(text.title);
  return (
    <div className="not-found" data-testid="not-found">
      <p className="not-found-code">{text.code}</p>
      <h1 className="not-found-title">{text.title}</h1>
      <p className="not-found-body">{text.body}</p>
      <div className="not-found-actions">
        <Button intent="primary" size="large" icon={<HomeIcon />} text={text.home} onClick={() => navigate('/')} />
        <Button variant="outlined" size="large" icon={<ArrowLeftIcon />} text={text.back} onClick={() => navigate(-1)} />
      </div>
    </div>
  );
}
