import { ScreenTitle } from '../../components/page-title/ScreenTitle';

export default function ContactsPage() {
  return (
    <div className="screen screen--contacts">
      <ScreenTitle screen="contacts" />
    </div>
  );
}
