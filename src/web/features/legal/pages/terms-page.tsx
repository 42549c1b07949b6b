import { LegalDocument } from '../components/legal-document';

export default function TermsPage() {
  return <LegalDocument document="terms" />;
}
