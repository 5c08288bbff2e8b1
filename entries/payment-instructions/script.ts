import { enhancePictureZoom, openOnChosenWay, showPayCode } from '@loan-webview/pages/payment-instructions/enhance';

enhancePictureZoom();
openOnChosenWay();
showPayCode();
