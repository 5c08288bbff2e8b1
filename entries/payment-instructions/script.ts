import { enhancePictureZoom, openOnChosenWay } from '@loan-webview/pages/payment-instructions/enhance';

enhancePictureZoom();
openOnChosenWay();
