import { Link } from 'wouter';
import { externalLinks } from '../../lib/links';
import { InfoPage } from './InfoPage';

// The general pages of spec section 2 whose content the spec leaves open: short, true descriptions.
export function HowItWorksPage() {
  return (
    <InfoPage title="How it works">
      <ol>
        <li>Create a free account.</li>
        <li>Set up your wedding and invite your committee of family and friends.</li>
        <li>Plan together, and let loved ones follow along in real time.</li>
      </ol>
      <p>
        <Link href="/signup">Create free account</Link>
      </p>
    </InfoPage>
  );
}

export function PricingPage() {
  return (
    <InfoPage title="Pricing">
      <p>Vowline is free for couples, their committee and their followers.</p>
      <p>
        Questions? <a href={externalLinks.contact}>Contact us</a>.
      </p>
    </InfoPage>
  );
}

export function SupportPage() {
  return (
    <InfoPage title="Support">
      <p>
        Forgot your password? <Link href="/reset-password">Reset it here</Link>.
      </p>
      <p>
        For anything else, visit <a href={externalLinks.support}>our support centre</a>.
      </p>
    </InfoPage>
  );
}

export function PrivacySettingsPage() {
  return (
    <InfoPage title="Privacy settings">
      <p>Your email is never shown to other people. Your name, handle and photo appear on your profile.</p>
      <p>Only followers a couple accepts can see a wedding's posts and guest information.</p>
    </InfoPage>
  );
}

export function HomeIndexPage() {
  return (
    <InfoPage title="Vowline">
      <p>Where couples and loved ones share life’s moments.</p>
      <p>
        <Link href="/how-it-works">See how it works</Link>
      </p>
    </InfoPage>
  );
}
